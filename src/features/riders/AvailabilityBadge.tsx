import { useTranslate } from '@refinedev/core';
import { riderAvailability } from '../../domain/riderStats';

/** Colours with text that passes WCAG AA. */
const PALETTE = {
  available: { background: '#e3f4d7', color: '#1f5c0a', border: '#9fd382' },
  on_delivery: { background: '#e4edff', color: '#0b3d91', border: '#9db9f2' },
  unavailable: { background: '#f0f0f0', color: '#434343', border: '#d0d0d0' },
} as const;

/** A rider's availability: available, on delivery, otherwise unavailable. */
export function AvailabilityBadge({ value }: { value: string | null | undefined }) {
  const t = useTranslate();
  const availability = riderAvailability(value);
  const colors = PALETTE[availability];
  return (
    <span
      data-availability={availability}
      style={{
        display: 'inline-block',
        padding: '1px 10px',
        borderRadius: 12,
        border: `1px solid ${colors.border}`,
        background: colors.background,
        color: colors.color,
        fontSize: 13,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`riders.availability.${availability}`)}
    </span>
  );
}

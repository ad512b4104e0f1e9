import type { ReactNode } from 'react';

/** Badge colours whose text passes WCAG AA (antd's preset tags do not). */
const TONES = {
  green: { background: '#e3f4d7', color: '#1f5c0a', border: '#9fd382' },
  yellow: { background: '#fff4c2', color: '#5c4300', border: '#f0d264' },
  blue: { background: '#e4edff', color: '#0b3d91', border: '#9db9f2' },
  red: { background: '#fde8e7', color: '#8a1c14', border: '#f2a7a0' },
  grey: { background: '#f0f0f0', color: '#434343', border: '#d0d0d0' },
} as const;
export type PillTone = keyof typeof TONES;

/** A small rounded label: order statuses, rider availability. Extra props (data-*) go on the span. */
export function Pill({ tone, children, ...rest }: { tone: PillTone; children: ReactNode } & Record<`data-${string}`, string>) {
  const colors = TONES[tone];
  return (
    <span
      {...rest}
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
      {children}
    </span>
  );
}

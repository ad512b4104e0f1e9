import { useTranslate } from '@refinedev/core';
import { Pill, type PillTone } from '../../components/Pill';
import { riderAvailability } from '../../domain/riderStats';

const TONE: Record<ReturnType<typeof riderAvailability>, PillTone> = { available: 'green', on_delivery: 'blue', unavailable: 'grey' };

/** A rider's availability: available, on delivery, otherwise unavailable. */
export function AvailabilityBadge({ value }: { value: string | null | undefined }) {
  const t = useTranslate();
  const availability = riderAvailability(value);
  return (
    <Pill tone={TONE[availability]} data-availability={availability}>
      {t(`riders.availability.${availability}`)}
    </Pill>
  );
}

import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';
import { availabilityGroups, type Availability } from '../../domain/availability';
import { WEEKDAYS } from '../../domain/schedule';

/** "Available 07:00–11:00" (every day), or "Available Monday, Tuesday 07:00–11:00 · …"; nothing without hours. */
export function AvailabilityTag({ availability }: { availability: Availability | undefined }) {
  const t = useTranslate();
  const groups = availabilityGroups(availability ?? null);
  if (!groups.length) return null;
  const text = groups
    .map((g) =>
      g.days.length === WEEKDAYS.length
        ? t('catalogue.availability.available', { hours: g.hours })
        : t('catalogue.availability.availableOn', { days: g.days.map((d) => t(`business.days.${d}`)).join(', '), hours: g.hours }),
    )
    .join(' · ');
  return (
    <Tag color="blue" style={{ whiteSpace: 'normal' }}>
      <bdi>{text}</bdi>
    </Tag>
  );
}

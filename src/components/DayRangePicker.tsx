import { useTranslate } from '@refinedev/core';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { dayIn } from '../domain/clock';
import { DATE_PRESETS, dayRange, presetDays } from '../domain/listQuery';
import { useClock } from './useClock';

export interface DayRangePickerProps {
  /** The range's bounds as ISO instants (first day 00:00, last day 23:59:59.999 on the reader's clock), or none. */
  from?: string;
  to?: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
  label: string;
}

/**
 * A range of whole days on the reader's clock (UTC, or Morocco time when the account chose it: the days the
 * list's times are shown in), with presets (today, yesterday, this week, this month); either end may stay open.
 */
export function DayRangePicker({ from, to, onChange, label }: DayRangePickerProps) {
  const t = useTranslate();
  const { zone } = useClock();
  const asDay = (iso: string | undefined): Dayjs | null => (iso ? dayjs(dayIn(iso, zone)) : null);
  const presets = DATE_PRESETS.map((preset) => ({
    label: t(`components.dateRange.${preset}`),
    value: presetDays(preset, new Date(), zone).map((day) => dayjs(day)) as [Dayjs, Dayjs],
  }));
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={from || to ? [asDay(from), asDay(to)] : null}
      presets={presets}
      format="DD/MM/YYYY"
      allowEmpty={[true, true]}
      onChange={(days) => {
        if (!days || (!days[0] && !days[1])) return onChange(undefined, undefined);
        const [first, last] = dayRange((days[0] ?? days[1])!.format('YYYY-MM-DD'), (days[1] ?? days[0])!.format('YYYY-MM-DD'), zone);
        onChange(days[0] ? first : undefined, days[1] ? last : undefined);
      }}
    />
  );
}

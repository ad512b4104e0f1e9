import { useTranslate } from '@refinedev/core';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_PRESETS, presetRange, utcDayRange } from '../domain/listQuery';

dayjs.extend(utc);

/** A UTC instant shown as the calendar day it falls on in UTC (the days orders are listed in). */
const asDay = (iso: string | undefined): Dayjs | null => (iso ? dayjs(dayjs.utc(iso).format('YYYY-MM-DD')) : null);

export interface UtcDateRangePickerProps {
  /** The range's bounds as ISO instants (first day 00:00, last day 23:59:59.999 UTC), or none. */
  from?: string;
  to?: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
  label: string;
}

/** A range of whole UTC days with presets (today, yesterday, this week, this month); either end may stay open. */
export function UtcDateRangePicker({ from, to, onChange, label }: UtcDateRangePickerProps) {
  const t = useTranslate();
  const now = new Date();
  const presets = DATE_PRESETS.map((preset) => {
    const [a, b] = presetRange(preset, now);
    return {
      label: t(`components.dateRange.${preset}`),
      value: [asDay(new Date(a).toISOString())!, asDay(new Date(b).toISOString())!] as [Dayjs, Dayjs],
    };
  });
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={from || to ? [asDay(from), asDay(to)] : null}
      presets={presets}
      format="DD/MM/YYYY"
      allowEmpty={[true, true]}
      onChange={(days) => {
        if (!days || (!days[0] && !days[1])) return onChange(undefined, undefined);
        const [first, last] = utcDayRange((days[0] ?? days[1])!.format('YYYY-MM-DD'), (days[1] ?? days[0])!.format('YYYY-MM-DD'));
        onChange(days[0] ? first : undefined, days[1] ? last : undefined);
      }}
    />
  );
}

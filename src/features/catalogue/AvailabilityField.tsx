import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Checkbox, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  availabilityOfWindows,
  availabilityWindows,
  normalizeAvailability,
  type Availability,
  type AvailabilityWindow,
} from '../../domain/availability';
import { closingChoices, openingChoices, WEEKDAYS, type Weekday } from '../../domain/schedule';

export interface AvailabilityFieldProps {
  value?: Availability;
  onChange?: (value: Availability) => void;
  /** Under the switch: what "off" means here (whenever open, or the category's hours). */
  hint: string;
  id?: string;
}

const FIRST_WINDOW: AvailabilityWindow = { days: [...WEEKDAYS], opening: '07:00', closing: '11:00' };
const NEXT_WINDOW: AvailabilityWindow = { days: [...WEEKDAYS], opening: '18:00', closing: '22:00' };

const same = (a: Availability, b: Availability) => JSON.stringify(normalizeAvailability(a)) === JSON.stringify(normalizeAvailability(b));

/**
 * Hours an item or a category can be ordered: off (no limit), or one or more windows, each on chosen days
 * ("Breakfast 07:00–11:00, every day" and "Dinner 18:00–23:00, Friday and Saturday"); a closing before the
 * opening is the next morning (up to 04:00). Windows that overlap on a day are refused by the form's rule.
 */
export function AvailabilityField({ value, onChange, hint, id }: AvailabilityFieldProps) {
  const t = useTranslate();
  const [windows, setWindows] = useState<AvailabilityWindow[]>(() => availabilityWindows(value ?? null));
  // The form was reset or filled from elsewhere: show its hours (a window left without days is kept while editing).
  if (!same(value ?? null, availabilityOfWindows(windows))) setWindows(availabilityWindows(value ?? null));

  const write = (next: AvailabilityWindow[]) => {
    setWindows(next);
    onChange?.(availabilityOfWindows(next));
  };
  const change = (index: number, patch: Partial<AvailabilityWindow>) =>
    write(windows.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  const on = windows.length > 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Switch
          id={id}
          checked={on}
          aria-label={t('catalogue.availability.limit')}
          onChange={(checked) => write(checked ? [{ ...FIRST_WINDOW, days: [...WEEKDAYS] }] : [])}
        />
        <Typography.Text>{t('catalogue.availability.limit')}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {windows.map((window, index) => (
        <div
          key={index}
          role="group"
          aria-label={t('catalogue.availability.window', { n: index + 1 })}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
            paddingBlockStart: index ? 8 : 0,
            borderBlockStart: index ? '1px solid #f0f0f0' : undefined,
          }}
        >
          <Space wrap>
            <Select
              aria-label={t('catalogue.availability.from')}
              // Typed to, as the schedule's times are: '15' finds 15:00 without scrolling the day.
              showSearch
              value={window.opening}
              style={{ width: 110 }}
              options={openingChoices().map((v) => ({ value: v, label: v }))}
              onChange={(v: string) => change(index, { opening: v, closing: closingAfter(v, window.closing) })}
            />
            <span aria-hidden>–</span>
            <Select
              aria-label={t('catalogue.availability.to')}
              showSearch
              value={window.closing}
              style={{ width: 110 }}
              options={closingChoices(window.opening, true).map((c) => ({ value: c.value, label: c.value }))}
              onChange={(v: string) => change(index, { closing: v })}
            />
            {windows.length > 1 && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('catalogue.availability.removeWindow', { n: index + 1 })}
                onClick={() => write(windows.filter((_, i) => i !== index))}
              />
            )}
          </Space>
          <Checkbox
            checked={window.days.length === WEEKDAYS.length}
            indeterminate={window.days.length > 0 && window.days.length < WEEKDAYS.length}
            onChange={(e) => change(index, { days: e.target.checked ? [...WEEKDAYS] : [] })}
          >
            {t('catalogue.availability.everyDay')}
          </Checkbox>
          <Checkbox.Group<Weekday>
            aria-label={t('catalogue.availability.days')}
            value={window.days}
            onChange={(list) => change(index, { days: WEEKDAYS.filter((d) => list.includes(d)) })}
            options={WEEKDAYS.map((d) => ({ value: d, label: t(`business.days.${d}`) }))}
          />
        </div>
      ))}
      {on && (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => write([...windows, { ...NEXT_WINDOW, days: [...WEEKDAYS] }])}>
          {t('catalogue.availability.addWindow')}
        </Button>
      )}
    </Space>
  );
}

/** Keeps the closing when it still follows the new opening, else the first closing offered. */
function closingAfter(opening: string, closing: string): string {
  const choices = closingChoices(opening, true);
  return choices.some((c) => c.value === closing) ? closing : (choices[0]?.value ?? closing);
}

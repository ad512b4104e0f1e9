import { useTranslate } from '@refinedev/core';
import { Checkbox, Select, Space, Switch, Typography } from 'antd';
import { availabilityGroups, type Availability } from '../../domain/availability';
import { closingChoices, openingChoices, WEEKDAYS, type Weekday } from '../../domain/schedule';

export interface AvailabilityFieldProps {
  value?: Availability;
  onChange?: (value: Availability) => void;
  /** Under the switch: what "off" means here (whenever open, or the category's hours). */
  hint: string;
  id?: string;
}

const DEFAULT_WINDOW = { opening: '07:00', closing: '11:00' };

/**
 * Hours an item or a category can be ordered: off (no limit), or one window on chosen days ("Breakfast
 * 07:00–11:00, every day"); a closing before the opening is the next morning (up to 04:00).
 */
export function AvailabilityField({ value, onChange, hint, id }: AvailabilityFieldProps) {
  const t = useTranslate();
  const group = availabilityGroups(value ?? null)[0];
  const days: Weekday[] = group?.days ?? [...WEEKDAYS];
  const [opening, closing] = group ? group.hours.split(', ')[0]!.split('–') : [DEFAULT_WINDOW.opening, DEFAULT_WINDOW.closing];
  const write = (next: { days?: Weekday[]; opening?: string; closing?: string }) => {
    const d = next.days ?? days;
    const slot = { opening: next.opening ?? opening!, closing: next.closing ?? closing! };
    onChange?.(d.length ? Object.fromEntries(d.map((day) => [day, [slot]])) : null);
  };
  const on = !!value;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Switch
          id={id}
          checked={on}
          aria-label={t('catalogue.availability.limit')}
          onChange={(checked) => onChange?.(checked ? Object.fromEntries(WEEKDAYS.map((day) => [day, [{ ...DEFAULT_WINDOW }]])) : null)}
        />
        <Typography.Text>{t('catalogue.availability.limit')}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {on && (
        <>
          <Space wrap>
            <Select
              aria-label={t('catalogue.availability.from')}
              value={opening}
              style={{ width: 110 }}
              options={openingChoices().map((v) => ({ value: v, label: v }))}
              onChange={(v: string) => write({ opening: v, closing: closingAfter(v, closing!) })}
            />
            <span aria-hidden>–</span>
            <Select
              aria-label={t('catalogue.availability.to')}
              value={closing}
              style={{ width: 110 }}
              options={closingChoices(opening, true).map((c) => ({ value: c.value, label: c.value }))}
              onChange={(v: string) => write({ closing: v })}
            />
          </Space>
          <Checkbox
            checked={days.length === WEEKDAYS.length}
            indeterminate={days.length > 0 && days.length < WEEKDAYS.length}
            onChange={(e) => write({ days: e.target.checked ? [...WEEKDAYS] : [] })}
          >
            {t('catalogue.availability.everyDay')}
          </Checkbox>
          <Checkbox.Group<Weekday>
            aria-label={t('catalogue.availability.days')}
            value={days}
            onChange={(list) => write({ days: WEEKDAYS.filter((d) => list.includes(d)) })}
            options={WEEKDAYS.map((d) => ({ value: d, label: t(`business.days.${d}`) }))}
          />
        </>
      )}
    </Space>
  );
}

/** Keeps the closing when it still follows the new opening, else the first closing offered. */
function closingAfter(opening: string, closing: string): string {
  const choices = closingChoices(opening, true);
  return choices.some((c) => c.value === closing) ? closing : (choices[0]?.value ?? closing);
}

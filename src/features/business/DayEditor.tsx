import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG } from '../../domain/messages';
import {
  addSlot,
  closingChoices,
  openingChoices,
  removeSlot,
  setSlotClosing,
  setSlotOpening,
  type TimeSlot,
  type Weekday,
} from '../../domain/schedule';

export interface DayEditorProps {
  day: Weekday;
  slots: TimeSlot[];
  onChange: (slots: TimeSlot[]) => void;
  /** A problem found when saving (e.g. an incomplete slot). */
  error?: string;
  disabled?: boolean;
}

const OPENINGS = openingChoices().map((value) => ({ value, label: value }));
const startsWith = (input: string, option?: { label?: unknown }) => String(option?.label ?? '').startsWith(input.trim());

/**
 * One weekday's slots: an opening and a closing per slot (15-minute choices), add and remove. The
 * closing stays disabled until an opening is set and only offers later times; an edit that would
 * overlap a neighbouring slot is refused with the spec's message, leaving the slots unchanged.
 */
export function DayEditor({ day, slots, onChange, error, disabled }: DayEditorProps) {
  const t = useTranslate();
  const [refusal, setRefusal] = useState<string>();
  const dayName = t(`business.days.${day}`);

  const apply = (edit: { slots: TimeSlot[]; error: keyof typeof MSG | null }) => {
    if (edit.error) {
      setRefusal(t(`messages.${edit.error}`, undefined, MSG[edit.error]));
      return;
    }
    setRefusal(undefined);
    onChange(edit.slots);
  };

  const message = refusal ?? error;
  return (
    <section
      aria-label={dayName}
      data-day={day}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Typography.Text strong style={{ width: 110, lineHeight: '32px' }}>
        {dayName}
      </Typography.Text>
      <div style={{ flex: '1 1 300px', minWidth: 0 }}>
        {slots.length === 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', lineHeight: '32px' }}>
            {t('business.schedule.closedDay')}
          </Typography.Text>
        )}
        {slots.map((slot, index) => {
          const isLast = index === slots.length - 1;
          const label = (field: string) =>
            t('business.schedule.slotLabel', { day: dayName, n: index + 1, field: t(`business.schedule.${field}`) });
          const closings = closingChoices(slot.opening, isLast).map((c) => ({
            value: c.value,
            label: c.nextDay ? t('business.schedule.nextDay', { time: c.value }) : c.value,
          }));
          // A stored closing that is no longer offered still shows as itself.
          if (slot.closing && !closings.some((c) => c.value === slot.closing)) closings.push({ value: slot.closing, label: slot.closing });
          return (
            <div key={index} data-slot={index} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
              <Select
                aria-label={label('opening')}
                value={slot.opening || undefined}
                placeholder={t('business.schedule.opening')}
                options={OPENINGS}
                showSearch
                filterOption={startsWith}
                disabled={disabled}
                style={{ width: 104, flex: 'none' }}
                onChange={(value: string) => apply(setSlotOpening(slots, index, value))}
              />
              <span aria-hidden>–</span>
              <Select
                aria-label={label('closing')}
                value={slot.closing || undefined}
                placeholder={slot.opening ? t('business.schedule.closing') : t('business.schedule.pickOpeningFirst')}
                options={closings}
                showSearch
                filterOption={startsWith}
                disabled={disabled || !slot.opening}
                style={{ width: 150, flex: '0 1 auto', minWidth: 0 }}
                onChange={(value: string) => apply(setSlotClosing(slots, index, value))}
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('business.schedule.removeSlotLabel', { day: dayName, n: index + 1 })}
                disabled={disabled}
                onClick={() => {
                  setRefusal(undefined);
                  onChange(removeSlot(slots, index));
                }}
              />
            </div>
          );
        })}
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => {
            setRefusal(undefined);
            onChange(addSlot(slots));
          }}
          aria-label={`${t('business.schedule.addSlot')}: ${dayName}`}
        >
          {t('business.schedule.addSlot')}
        </Button>
        {message && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
            {message}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useLocale } from '../../i18n/useLocale';
import { MAX_ALERT_THRESHOLD, MIN_ALERT_THRESHOLD, MIN_RATINGS_FOR_ALERT } from '../../domain/reviews';

export interface ThresholdFormProps {
  value: number | undefined;
  /** Saves it; a failure keeps what was typed (the caller says why). */
  onSave: (value: number) => Promise<void>;
}

/** The 7-day average under which the admin overview flags a partner (keyed by the saved value, so a new one starts it over). */
export function ThresholdForm({ value, onSave }: ThresholdFormProps) {
  const t = useTranslate();
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const [saving, setSaving] = useState(false);
  const locale = useLocale();
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onSave(Math.round(draft * 10) / 10);
    } catch {
      // Said by the notification; the value stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center">
        <label htmlFor="alert-threshold">{t('reviews.admin.threshold')}</label>
        <InputNumber<number>
          id="alert-threshold"
          min={MIN_ALERT_THRESHOLD}
          max={MAX_ALERT_THRESHOLD}
          step={0.1}
          precision={1}
          decimalSeparator={locale === 'en' ? '.' : ','}
          value={draft}
          onChange={setDraft}
          style={{ width: 90 }}
        />
        <Button onClick={() => void save()} loading={saving} disabled={draft === null || draft === value}>
          {t('reviews.admin.saveThreshold')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{t('reviews.admin.thresholdHint', { count: MIN_RATINGS_FOR_ALERT })}</Typography.Text>
    </Flex>
  );
}

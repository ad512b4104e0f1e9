import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';
import { readiness } from '../../domain/service';

/** "Ready in 12 min", "Ready now" or, once past, "Late by 3 min" in red. */
export function ReadyCountdown({ readyAt, now }: { readyAt: string; now: Date }) {
  const t = useTranslate();
  const { minutesLeft, late } = readiness(readyAt, now);
  if (late)
    return (
      <Tag color="error" data-testid="ready-countdown" data-late="true">
        {t('service.ready.late', { count: -minutesLeft })}
      </Tag>
    );
  return (
    <Tag color={minutesLeft <= 5 ? 'warning' : 'processing'} data-testid="ready-countdown" data-late="false">
      {minutesLeft === 0 ? t('service.ready.now') : t('service.ready.inMinutes', { count: minutesLeft })}
    </Tag>
  );
}

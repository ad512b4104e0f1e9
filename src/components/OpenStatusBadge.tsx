import { useTranslate } from '@refinedev/core';
import { useNow } from './useNow';
import { useClock } from './useClock';
import { timeIn } from '../domain/clock';
import { openStatusAt, type OpenStatus, type OpeningInfo } from '../domain/schedule';

/** Badge colours with text that passes WCAG AA. */
const PALETTE = {
  open: { background: '#e3f4d7', color: '#1f5c0a', border: '#9fd382' },
  closed: { background: '#f2f3f5', color: '#3d4450', border: '#c9ced6' },
  temporarilyClosed: { background: '#fde8e8', color: '#8f1016', border: '#f2a7a9' },
  paused: { background: '#fff4dc', color: '#7a4a00', border: '#f0c46b' },
} as const;

const paletteOf = (state: OpenStatus['state']) =>
  state === 'open'
    ? PALETTE.open
    : state === 'temporarilyClosed' || state === 'exceptionalClosure'
      ? PALETTE.temporarilyClosed
      : state === 'paused'
        ? PALETTE.paused
        : PALETTE.closed;

/** The badge's words for a status: open, closed, opens at …, temporarily closed. */
export function useOpenStatusText() {
  const t = useTranslate();
  const clock = useClock();
  return (status: OpenStatus): string => {
    if (status.state === 'temporarilyClosed') return t('business.status.temporarilyClosed');
    if (status.state === 'exceptionalClosure') {
      return status.closure.note
        ? t('business.status.exceptionalClosure', { note: status.closure.note })
        : t('business.status.exceptionalClosureNoNote');
    }
    if (status.state === 'paused') {
      return status.until
        ? t('business.status.pausedUntil', { time: `${timeIn(status.until, clock.zone)} ${clock.name}` })
        : t('business.status.pausedIndefinitely');
    }
    if (status.state === 'open') {
      if (status.allTimes || !status.closesAt) return t(status.allTimes ? 'business.status.openAllTimes' : 'business.status.open');
      const { time, inDays, day } = status.closesAt;
      if (inDays === 0) return t('business.status.closesAt', { time });
      if (inDays === 1) return t('business.status.closesTomorrowAt', { time });
      return t('business.status.closesOnAt', { time, day: t(`business.days.${day}`) });
    }
    if (!status.opensAt) return t('business.status.closed');
    const { time, inDays, day } = status.opensAt;
    if (inDays === 0) return t('business.status.opensAt', { time });
    if (inDays === 1) return t('business.status.opensTomorrowAt', { time });
    return t('business.status.opensOnAt', { time, day: t(`business.days.${day}`) });
  };
}

export interface OpenStatusBadgeProps {
  /** The business's schedule, 24/7 flag, temporary closure (and hours, before any schedule is set). */
  business: OpeningInfo;
  /** A fixed moment (stories, tests); the live clock by default, on Oujda's time. */
  now?: Date;
  timeZone?: string;
}

/** Whether the business is open right now, as customers see it: open, closed, opens at …, temporarily closed. */
export function OpenStatusBadge({ business, now, timeZone }: OpenStatusBadgeProps) {
  const text = useOpenStatusText();
  const current = useNow(now);
  const status = openStatusAt(business, current, timeZone);
  const colors = paletteOf(status.state);
  return (
    <span
      data-testid="open-status"
      data-state={status.state}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '2px 12px',
        borderRadius: 14,
        border: `1px solid ${colors.border}`,
        background: colors.background,
        color: colors.color,
        fontSize: 14,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: colors.color, display: 'inline-block' }} />
      {text(status)}
    </span>
  );
}

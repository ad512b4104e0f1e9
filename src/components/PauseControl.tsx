import { useTranslate } from '@refinedev/core';
import { Button, Dropdown, Flex, Tag } from 'antd';
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { timeIn, timeZoneOf } from '../domain/clock';
import { clockTimeOf } from '../domain/schedule';
import { PAUSE_CHOICES, pauseAt, type PauseChoice, type PauseInfo } from '../domain/service';
import { useNow } from './useNow';

/** A finger's target on phones (WCAG 2.5.5): 44 px high. */
const TOUCH = { minHeight: 44 };

export interface PauseControlProps {
  business: PauseInfo;
  busy?: boolean;
  /** Phones: the pause has a row of its own, with the short "Paused until …" and touch-sized buttons. */
  compact?: boolean;
  onPause: (minutes: PauseChoice, done: string) => void;
  onResume: () => void;
  /** A fixed moment (stories); the live clock otherwise, so an expired pause disappears by itself. */
  now?: Date;
  /** The reader's clock and its name ("UTC", "Morocco time"); the device's clock when none is given. */
  timeZone?: string;
  clockName?: string;
}

/**
 * "Pause new orders" for 15, 30 or 60 minutes or until resumed; while paused, "Paused until 20:45"
 * and Resume. The server owns the end of a pause: the stored moment simply passes.
 */
export function PauseControl({ business, busy, compact, onPause, onResume, now, timeZone, clockName }: PauseControlProps) {
  const t = useTranslate();
  const current = useNow(now, 15_000);
  const pause = pauseAt(business, current);
  const timeOf = (at: Date | string) => (timeZone ? timeIn(at, timeZoneOf(timeZone)) : clockTimeOf(at));

  if (pause) {
    const until = pause.until ? timeOf(pause.until) : null;
    // A phone's header has room for "Paused until 20:45"; the clock's name is in the full label.
    const short = until ? t('service.pause.pausedUntil', { time: until }) : t('service.pause.pausedIndefinitely');
    const label = until && clockName ? t('service.pause.pausedUntil', { time: `${until} ${clockName}` }) : short;
    return (
      <Flex align="center" gap={8} data-testid="pause-control" data-paused="true" style={{ flex: '0 1 auto', minWidth: 0 }}>
        <Tag
          color="warning"
          icon={<PauseCircleOutlined aria-hidden />}
          style={{
            margin: 0,
            fontSize: 14,
            lineHeight: '26px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
          }}
          role="status"
          aria-label={label}
          title={label}
        >
          {compact ? short : label}
        </Tag>
        {/* antd fades a loading button below readable contrast. */}
        <Button
          type="primary"
          icon={<PlayCircleOutlined aria-hidden />}
          loading={busy}
          style={{ ...(busy ? { opacity: 1 } : {}), ...(compact ? TOUCH : {}), flex: 'none' }}
          onClick={onResume}
        >
          {t('service.pause.resume')}
        </Button>
      </Flex>
    );
  }

  const doneText = (minutes: PauseChoice) => {
    if (minutes === null) return t('service.pause.pausedNoEnd');
    const time = timeOf(new Date(current.getTime() + minutes * 60_000));
    return t('service.pause.paused', { time: clockName ? `${time} ${clockName}` : time });
  };
  const items = [
    ...PAUSE_CHOICES.map((minutes) => ({
      key: String(minutes),
      label: minutes === 60 ? t('service.pause.hour') : t('service.pause.minutes', { count: minutes }),
    })),
    { key: 'untilResumed', label: t('service.pause.untilResumed') },
  ];
  return (
    <span data-testid="pause-control" data-paused="false">
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            const minutes = key === 'untilResumed' ? null : (Number(key) as PauseChoice);
            onPause(minutes, doneText(minutes));
          },
        }}
      >
        <Button
          icon={<PauseCircleOutlined aria-hidden />}
          loading={busy}
          style={{ ...(busy ? { opacity: 1 } : {}), ...(compact ? TOUCH : {}) }}
        >
          {t('service.pause.button')}
        </Button>
      </Dropdown>
    </span>
  );
}

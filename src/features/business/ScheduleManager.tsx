import { useEffect, useState } from 'react';
import { useTranslate, useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Card, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import { PoweroffOutlined, SaveOutlined } from '@ant-design/icons';
import { OpenStatusBadge } from '../../components/OpenStatusBadge';
import type { BusinessType } from '../../domain/roles';
import {
  allTimesSchedule,
  everyDay,
  fullWeek,
  resetSchedule,
  slotProblem,
  validateSchedule,
  WEEKDAYS,
  type ScheduleErrors,
  type TimeSlot,
  type Weekday,
} from '../../domain/schedule';
import { DayEditor } from './DayEditor';
import type { BusinessRecord, ScheduleBody } from './types';

export type ScheduleBusiness = Pick<BusinessRecord, 'name' | 'schedule' | 'openingAllTimes' | 'isTemporarilyClosed'> &
  Partial<Pick<BusinessRecord, 'openingTime' | 'closingTime' | 'pausedUntil' | 'pausedIndefinitely' | 'closures'>>;

export interface ScheduleManagerProps {
  business: ScheduleBusiness;
  type: BusinessType;
  /** Sends PUT /{type}/update/{id}; resolves true when the server accepted it. */
  onSave: (body: ScheduleBody) => Promise<boolean>;
  saving?: boolean;
  /** The server's answer when it refused the last save. */
  saveError?: string;
  /** A fixed moment for the status badge (stories). */
  now?: Date;
}

type Week = Record<Weekday, TimeSlot[]>;

/** The week the editor starts from: the stored schedule, or the registered hours when there is none yet. */
export function initialWeek(business: ScheduleBusiness): Week {
  const hasDays = Object.keys(business.schedule ?? {}).some((d) => (WEEKDAYS as readonly string[]).includes(d));
  if (hasDays) return fullWeek(business.schedule);
  const registered = { opening: business.openingTime ?? '', closing: business.closingTime ?? '' };
  return slotProblem(registered, true) === null ? everyDay([registered]) : resetSchedule();
}

/**
 * The schedule manager (SPEC §4, §5): Monday to Sunday, each day's slots; the 24/7 switch (on: every
 * day 00:00-23:59, off: every day 10:00-22:00); 'Close Now' / 'Reopen Restaurant', saved at once;
 * the day-by-day schedule hidden while 24/7 is on or the business is closed.
 */
export function ScheduleManager({ business, type, onSave, saving, saveError, now }: ScheduleManagerProps) {
  const t = useTranslate();
  const [week, setWeek] = useState<Week>(() => initialWeek(business));
  const [allTimes, setAllTimes] = useState(business.openingAllTimes);
  const [closed, setClosed] = useState(business.isTemporarilyClosed);
  // Reopened from the banner every owner screen shows: follow it without losing unsaved hours.
  const [closedOnServer, setClosedOnServer] = useState(business.isTemporarilyClosed);
  if (closedOnServer !== business.isTemporarilyClosed) {
    setClosedOnServer(business.isTemporarilyClosed);
    setClosed(business.isTemporarilyClosed);
  }
  const [saved, setSaved] = useState(() => ({ week: initialWeek(business), allTimes: business.openingAllTimes }));
  const [dayErrors, setDayErrors] = useState<ScheduleErrors>({});
  const [problem, setProblem] = useState<string>();

  const dirty = allTimes !== saved.allTimes || (!allTimes && JSON.stringify(week) !== JSON.stringify(saved.week));
  // Leaving the page with unsaved hours asks first: in the app (Refine's notifier) and on reload or close.
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);
  const reopenLabel =
    type === 'restaurant'
      ? t('business.schedule.reopen')
      : type === 'store'
        ? t('business.schedule.reopenStore')
        : t('business.schedule.reopenServices');

  // 24/7 leaves the weekly schedule as it is (kept on the server too): turning it off brings that week back.
  // A week that is itself every day 00:00-23:59 (saved that way before) starts again from the usual hours.
  const toggleAllTimes = (on: boolean) => {
    setAllTimes(on);
    if (!on && JSON.stringify(week) === JSON.stringify(allTimesSchedule())) setWeek(resetSchedule());
    setDayErrors({});
    setProblem(undefined);
  };

  const save = async () => {
    const weekErrors = validateSchedule(week);
    const schedule = allTimes && Object.keys(weekErrors).length > 0 ? allTimesSchedule() : week;
    const errors = allTimes ? {} : weekErrors;
    setDayErrors(errors);
    if (Object.keys(errors).length > 0) {
      setProblem(t('business.schedule.fixDays'));
      return;
    }
    setProblem(undefined);
    if (await onSave({ schedule, isTemporarilyClosed: closed, openingAllTimes: allTimes })) setSaved({ week: schedule, allTimes });
  };

  const toggleClosed = async () => {
    const next = !closed;
    if (await onSave({ schedule: saved.week, isTemporarilyClosed: next, openingAllTimes: saved.allTimes })) setClosed(next);
  };

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            {t('business.schedule.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{business.name}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="schedule-clock">
            {t('clock.scheduleNote')}
          </Typography.Paragraph>
        </div>
        <OpenStatusBadge
          business={{
            schedule: saved.week,
            openingAllTimes: saved.allTimes,
            isTemporarilyClosed: closed,
            pausedUntil: business.pausedUntil,
            pausedIndefinitely: business.pausedIndefinitely,
            closures: business.closures,
          }}
          now={now}
        />
      </Flex>

      <Flex wrap align="center" gap={16} style={{ marginBottom: 16 }}>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch checked={allTimes} onChange={toggleAllTimes} disabled={saving} aria-describedby="all-times-help" />
          <span>{t('business.schedule.allTimes')}</span>
        </label>
        <Typography.Text type="secondary" id="all-times-help">
          {t('business.schedule.allTimesHelp')}
        </Typography.Text>
        <span style={{ flex: 1 }} />
        {closed ? (
          <Button type="primary" icon={<PoweroffOutlined aria-hidden />} onClick={toggleClosed} loading={saving}>
            {reopenLabel}
          </Button>
        ) : (
          <Popconfirm
            title={t('business.schedule.closeConfirmTitle')}
            description={t('business.schedule.closeConfirmText')}
            okText={t('business.schedule.closeConfirmOk')}
            cancelText={t('buttons.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={toggleClosed}
          >
            <Button danger icon={<PoweroffOutlined aria-hidden />} loading={saving}>
              {t('business.schedule.closeNow')}
            </Button>
          </Popconfirm>
        )}
      </Flex>

      {closed && <Alert type="warning" showIcon message={t('business.schedule.closedOn')} style={{ marginBottom: 16 }} />}
      {!closed && allTimes && <Alert type="info" showIcon message={t('business.schedule.allTimesOn')} style={{ marginBottom: 16 }} />}
      {!closed && !allTimes && (
        <div aria-label={t('business.schedule.title')} role="group">
          <Typography.Paragraph type="secondary">{t('business.schedule.intro')}</Typography.Paragraph>
          {WEEKDAYS.map((day) => (
            <DayEditor
              key={day}
              day={day}
              slots={week[day]}
              error={dayErrors[day]}
              disabled={saving}
              onChange={(slots) => {
                setWeek((w) => ({ ...w, [day]: slots }));
                setDayErrors(({ [day]: _, ...rest }) => rest);
              }}
            />
          ))}
        </div>
      )}

      {(problem || saveError) && <Alert type="error" showIcon role="alert" message={problem ?? saveError} style={{ marginTop: 16 }} />}
      <Flex justify="flex-end" align="center" gap={12} style={{ marginTop: 16 }}>
        {dirty && <Tag>{t('business.schedule.unsaved')}</Tag>}
        <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={save} loading={saving}>
          {t('business.schedule.save')}
        </Button>
      </Flex>
    </Card>
  );
}

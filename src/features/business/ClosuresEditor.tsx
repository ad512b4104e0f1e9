import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Grid, Input, List, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNow } from '../../components/useNow';
import { MSG } from '../../domain/messages';
import { calendarDateOf } from '../../domain/schedule';
import { closuresProblem, MAX_CLOSURE_NOTE, normalizeClosures, upcomingClosures, type Closure } from '../../domain/service';

export interface ClosuresEditorProps {
  closures: readonly Closure[];
  /** Sends PUT /{type}/update/{id} with {closures}; resolves true when the server accepted it. */
  onSave: (body: { closures: Closure[] }) => Promise<boolean>;
  saving?: boolean;
  /** The server's answer when it refused the last save. */
  saveError?: string;
  /** A fixed moment for "today" (stories). */
  now?: Date;
}

interface NewClosure {
  days: [Dayjs, Dayjs];
  note?: string;
}
type Days = [Dayjs | null, Dayjs | null];

interface DaysFieldProps {
  value?: Days | null;
  onChange?: (days: Days | null) => void;
  /** Days before this one (YYYY-MM-DD) cannot be chosen. */
  today: string;
  phone: boolean;
}

/**
 * The closure's first and last days. A range picker shows two months side by side, wider than a phone:
 * there, two single-month pickers (from, to) instead, the last day never before the first.
 */
function ClosureDaysField({ value, onChange, today, phone }: DaysFieldProps) {
  const t = useTranslate();
  const past = (day: Dayjs) => day.format(ISO) < today;
  if (!phone) {
    return (
      <DatePicker.RangePicker
        aria-label={t('service.closures.days')}
        value={value ?? null}
        onChange={(days) => onChange?.(days ? [days[0], days[1]] : null)}
        format={SHOWN}
        allowEmpty={[false, false]}
        disabledDate={past}
        placeholder={[t('service.closures.from'), t('service.closures.to')]}
        style={{ width: '100%' }}
      />
    );
  }
  const [from, to] = value ?? [null, null];
  return (
    <Flex gap={8} wrap data-testid="closure-days-phone">
      <DatePicker
        aria-label={t('service.closures.from')}
        placeholder={t('service.closures.from')}
        value={from}
        format={SHOWN}
        inputReadOnly
        disabledDate={past}
        onChange={(day) => onChange?.([day, to && day && to.isBefore(day, 'day') ? day : to])}
        style={{ flex: '1 1 140px', minHeight: 44 }}
      />
      <DatePicker
        aria-label={t('service.closures.to')}
        placeholder={t('service.closures.to')}
        value={to}
        format={SHOWN}
        inputReadOnly
        disabledDate={(day) => past(day) || (!!from && day.isBefore(from, 'day'))}
        defaultPickerValue={from ?? undefined}
        onChange={(day) => onChange?.([from, day])}
        style={{ flex: '1 1 140px', minHeight: 44 }}
      />
    </Flex>
  );
}

const ISO = 'YYYY-MM-DD';
const SHOWN = 'DD/MM/YYYY';
const shown = (day: string) => dayjs(day, ISO).format(SHOWN);

/**
 * Exceptional closures (holidays, renovation): days closed on top of the weekly hours, each added or removed
 * at once. Past ones are hidden but kept; the list sent is always the whole one, checked by the shared rule
 * first so an overlap is said before anything is sent.
 */
export function ClosuresEditor({ closures, onSave, saving, saveError, now }: ClosuresEditorProps) {
  const t = useTranslate();
  const today = calendarDateOf(useNow(now));
  const [form] = Form.useForm<NewClosure>();
  const [problem, setProblem] = useState<string>();
  const phone = Grid.useBreakpoint().md === false;
  const upcoming = upcomingClosures(closures, today);

  const saveList = async (list: Closure[]) => {
    const refused = closuresProblem(list);
    setProblem(refused ? MSG[refused] : undefined);
    if (refused) return false;
    return onSave({ closures: normalizeClosures(list) });
  };

  const add = async ({ days, note }: NewClosure) => {
    const closure = { from: days[0].format(ISO), to: days[1].format(ISO), note: note?.trim() ?? '' };
    if (await saveList([...closures, closure])) form.resetFields();
  };

  const remove = (closure: Closure) => saveList(closures.filter((c) => c !== closure));

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t('service.closures.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('service.closures.intro')}</Typography.Paragraph>
      <List
        dataSource={upcoming}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('service.closures.empty')} /> }}
        renderItem={(closure) => {
          const range =
            closure.from === closure.to
              ? shown(closure.from)
              : t('service.closures.range', { from: shown(closure.from), to: shown(closure.to) });
          return (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('service.closures.removeConfirm', { range })}
                  okText={t('service.closures.remove')}
                  cancelText={t('buttons.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(closure)}
                >
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    disabled={saving}
                    aria-label={t('service.closures.removeLabel', { range })}
                  >
                    {t('service.closures.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex vertical>
                <Typography.Text strong>{range}</Typography.Text>
                <Typography.Text type="secondary">{closure.note || t('service.closures.noNote')}</Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
      <Form form={form} layout="vertical" onFinish={add} requiredMark={false} style={{ marginTop: 16 }} disabled={saving}>
        <Flex wrap gap={12} align="flex-start">
          <Form.Item
            name="days"
            label={t('service.closures.days')}
            rules={[
              {
                validator: (_, days: Days | null | undefined) =>
                  days?.[0] && days[1] ? Promise.resolve() : Promise.reject(new Error(t('service.closures.daysRequired'))),
              },
            ]}
            style={{ minWidth: phone ? '100%' : 260, marginBottom: 8 }}
          >
            <ClosureDaysField today={today} phone={phone} />
          </Form.Item>
          <Form.Item name="note" label={t('service.closures.note')} style={{ flex: 1, minWidth: 200, marginBottom: 8 }}>
            <Input maxLength={MAX_CLOSURE_NOTE} showCount placeholder={t('service.closures.notePlaceholder')} />
          </Form.Item>
          <Form.Item label=" " style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={saving}>
              {t('service.closures.add')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      {(problem || saveError) && <Alert type="error" showIcon role="alert" message={problem ?? saveError} style={{ marginTop: 8 }} />}
    </Card>
  );
}

import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Input, List, Popconfirm, Typography } from 'antd';
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
            rules={[{ required: true, message: t('service.closures.daysRequired') }]}
            style={{ minWidth: 260, marginBottom: 8 }}
          >
            <DatePicker.RangePicker
              aria-label={t('service.closures.days')}
              format={SHOWN}
              allowEmpty={[false, false]}
              disabledDate={(day) => day.format(ISO) < today}
              placeholder={[t('service.closures.from'), t('service.closures.to')]}
              style={{ width: '100%' }}
            />
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

import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Flex, Form, Modal, Select, Typography } from 'antd';
import { LatinText } from '../../components/LatinText';
import { formatCount } from '../../i18n/format';
import { weekLabel } from './weeks';

export interface WeekClosed {
  weekStart: string;
  statements: number;
}

export interface CloseWeekDialogProps {
  open: boolean;
  /** The Mondays of weeks that have ended, newest first. */
  weeks: readonly string[];
  /** Closes the week (and any earlier one still open); rejects with the server's words when it could not. */
  onCloseWeek: (weekStart: string) => Promise<WeekClosed>;
  onClose: () => void;
}

/** "Close a week": an ended week picked by its Monday, a confirmation, then how many statements were closed. */
export function CloseWeekDialog({ open, weeks, onCloseWeek, onClose }: CloseWeekDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payouts.closeDialog.${key}`, options);
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ weekStart: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState<WeekClosed | null>(null);

  const close = async (weekStart: string) => {
    setSaving(true);
    setError(null);
    setClosed(null);
    try {
      setClosed(await onCloseWeek(weekStart));
    } catch (failure) {
      setError((failure as Error)?.message || k('failed'));
    } finally {
      setSaving(false);
    }
  };
  const confirm = ({ weekStart }: { weekStart: string }) =>
    modal.confirm({
      title: k('confirmTitle', { week: weekLabel(weekStart) }),
      content: k('confirmText'),
      okText: k('confirm'),
      cancelText: k('cancel'),
      onOk: () => void close(weekStart),
    });
  const said = (result: WeekClosed) => {
    const week = weekLabel(result.weekStart);
    if (result.statements === 0) return k('closedNone', { week });
    return result.statements === 1 ? k('closedOne', { week }) : k('closed', { week, count: formatCount(result.statements) });
  };

  return (
    <Modal
      open={open}
      title={k('title')}
      onCancel={() => !saving && onClose()}
      afterClose={() => {
        setClosed(null);
        setError(null);
        form.resetFields();
      }}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={saving}>
            {t('payouts.statement.close')}
          </Button>
          <Button type="primary" danger loading={saving} onClick={() => form.submit()}>
            {k('confirm')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {k('intro')}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={confirm}
          disabled={saving}
          initialValues={{ weekStart: weeks[0] }}
        >
          <Form.Item
            name="weekStart"
            label={k('week')} // A validator rather than `required`: antd would put aria-required on the select's frame, where it is not allowed.
            rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(k('weekRequired')))) }]}
            style={{ marginBottom: 0 }}
          >
            <Select options={weeks.map((monday) => ({ value: monday, label: <LatinText>{weekLabel(monday)}</LatinText> }))} />
          </Form.Item>
        </Form>
        {closed && <Alert type="success" showIcon message={said(closed)} role="status" />}
        {error && <Alert type="error" showIcon message={k('failed')} description={error === k('failed') ? undefined : error} />}
      </Flex>
    </Modal>
  );
}

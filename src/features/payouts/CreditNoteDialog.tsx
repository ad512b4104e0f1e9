import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';

export const MAX_REASON = 500;

export interface CreditNoteDialogProps {
  /** Open while set: the invoice to credit. */
  invoice: { _id: string; number: string } | null;
  /** Issues the credit note; resolves with it, rejects with the server's words (then nothing was issued). */
  onIssue: (reason: string) => Promise<{ number: string }>;
  onClose: () => void;
}

/** "Issue a credit note": the reason (required, printed on it), a confirmation, then the credit note's number. */
export function CreditNoteDialog({ invoice, onIssue, onClose }: CreditNoteDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payouts.creditNote.${key}`, options);
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const issue = async (reason: string) => {
    setSaving(true);
    setError(null);
    try {
      const note = await onIssue(reason);
      void message.success(k('issued', { number: note.number }));
      onClose();
    } catch (failure) {
      // The reason typed stays.
      setError((failure as Error)?.message || k('failed'));
    } finally {
      setSaving(false);
    }
  };
  const confirm = ({ reason }: { reason: string }) =>
    modal.confirm({
      title: k('confirmTitle', { number: invoice?.number }),
      content: k('confirmText'),
      okText: k('confirm'),
      cancelText: k('cancel'),
      onOk: () => void issue(reason.trim()),
    });

  return (
    <Modal
      open={!!invoice}
      title={invoice && <bdi>{k('title', { number: invoice.number })}</bdi>}
      onCancel={() => !saving && onClose()}
      afterClose={() => {
        setError(null);
        form.resetFields();
      }}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={saving}>
            {k('cancel')}
          </Button>
          <Button type="primary" danger loading={saving} onClick={() => form.submit()}>
            {k('submit')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {k('intro')}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon message={k('failed')} description={error === k('failed') ? undefined : error} />}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={confirm} disabled={saving}>
          <Form.Item
            name="reason"
            label={k('reason')}
            extra={k('reasonHelp')}
            rules={[
              { required: true, whitespace: true, message: k('reasonRequired') },
              { max: MAX_REASON, message: k('reasonTooLong') },
            ]}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea rows={3} count={{ show: true, max: MAX_REASON }} autoFocus />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

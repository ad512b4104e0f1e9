import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, Typography } from 'antd';
import { MAX_HIDE_REASON_CHARS } from '../../domain/reviews';

export interface HideDialogProps {
  /** What is to be hidden; null when the dialog is closed. */
  part: 'comment' | 'reply' | null;
  /** Hides it; a failure keeps the reason typed (the caller says why). */
  onHide: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Confirms hiding a review's comment or reply, with the reason the partner and the audit log read. */
export function HideDialog({ part, onHide, onClose }: HideDialogProps) {
  const t = useTranslate();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setProblem(t('reviews.admin.reasonRequired'));
    setSaving(true);
    try {
      await onHide(reason.trim());
      setReason('');
      setProblem(null);
      onClose();
    } catch {
      // Said by the notification; the reason stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={part !== null}
      title={t('reviews.admin.hideTitle')}
      okText={t('reviews.admin.hide')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('reviews.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('reviews.admin.hideBody')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('reviews.admin.reason')} htmlFor="hide-reason" validateStatus={problem ? 'error' : undefined} help={problem}>
          <Input.TextArea
            id="hide-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('reviews.admin.reasonPlaceholder')}
            maxLength={MAX_HIDE_REASON_CHARS}
            // A fixed height: autoSize leaves a measuring textarea in the page, which widens a right-to-left phone layout.
            rows={3}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Flex, Form, Input } from 'antd';
import { MAX_REPLY_CHARS, validateReply } from '../../domain/reviews';

export interface ReplyEditorProps {
  reviewId: string;
  initial?: string;
  /** Publishes the reply; a failure keeps what was typed (the caller says why). */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
}

/** The business's public reply: written once, changed while the 24 hours last. */
export function ReplyEditor({ reviewId, initial = '', onSubmit, onCancel }: ReplyEditorProps) {
  const t = useTranslate();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (validateReply({ text }).text)
      return setProblem(text.trim() ? t('reviews.replyTooLong', { max: MAX_REPLY_CHARS }) : t('reviews.replyRequired'));
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(text.trim());
    } catch {
      // The notification said why; what was typed stays.
    } finally {
      setSaving(false);
    }
  };
  const id = `reply-${reviewId}`;
  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ marginTop: 8 }}>
      <Form.Item
        label={t('reviews.replyLabel')}
        htmlFor={id}
        validateStatus={problem ? 'error' : undefined}
        help={problem}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('reviews.replyPlaceholder')}
          // A fixed height: autoSize leaves a measuring textarea in the page, which widens a right-to-left phone layout.
          rows={3}
          maxLength={MAX_REPLY_CHARS}
          showCount
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {initial ? t('reviews.editReply') : t('reviews.sendReply')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('reviews.cancel')}</Button>}
      </Flex>
    </Form>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Form, Modal, type FormInstance } from 'antd';
import { problemError } from './problemError';

export interface ProblemDialogProps<V> {
  open: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** The form the dialog's fields belong to (its values are watched by the dialog that owns it). */
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Saves; a rejection (the server's refusal) is shown in the dialog, which stays open with what was typed. */
  onFinish: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** A destructive action (cancelling): its button is red. */
  danger?: boolean;
  /** Nothing to send yet (no change made): the button waits. */
  okDisabled?: boolean;
  children: ReactNode;
}

/**
 * The dialogs of an order gone wrong share one shape: a form in a dialog whose footer button submits it (Enter
 * in a field too), a spinner while saving, the server's refusal in the reader's words above the fields, and the
 * fields kept as typed after a failed save. Each opening starts blank.
 */
export function ProblemDialog<V>({
  open,
  title,
  okText,
  cancelText,
  form,
  initialValues,
  onFinish,
  onClose,
  danger,
  okDisabled,
  children,
}: ProblemDialogProps<V>) {
  const t = useTranslate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const finish = async (values: V) => {
    setSaving(true);
    setError(null);
    try {
      await onFinish(values);
    } catch (failure) {
      setError(problemError(t, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ htmlType: 'submit', danger, loading: saving, disabled: okDisabled }}
      onCancel={onClose}
      maskClosable={!saving}
      focusTriggerAfterClose={false}
      destroyOnHidden
      width={560}
      modalRender={(dom) => (
        <Form<V>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          clearOnDestroy
          onFinish={(values) => void finish(values)}
        >
          {dom}
        </Form>
      )}
    >
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      {children}
    </Modal>
  );
}

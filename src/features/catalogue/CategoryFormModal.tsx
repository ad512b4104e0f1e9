import { useEffect, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { validateCategory } from '../../domain/catalogue';

export interface CategoryFormModalProps {
  open: boolean;
  /** The name being edited; empty when adding. */
  initialName?: string;
  mode: 'add' | 'edit';
  saving?: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Adds or renames a category (name required). */
export function CategoryFormModal({ open, initialName = '', mode, saving, onSubmit, onCancel }: CategoryFormModalProps) {
  const t = useTranslate();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [form] = Form.useForm();

  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(undefined);
    }
  }, [open, initialName]);

  // The one way to save: the form's submit (Enter in the field or the OK button), never while saving.
  const submit = () => {
    if (saving) return;
    const problem = validateCategory({ name }).name;
    setError(problem);
    if (!problem) onSubmit(name.trim());
  };

  return (
    <Modal
      open={open}
      title={mode === 'add' ? t('catalogue.categories.add') : t('catalogue.categories.edit')}
      okText={t('catalogue.categories.save')}
      cancelText={t('catalogue.categories.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label={t('catalogue.categories.name')} htmlFor="category-name" required validateStatus={error ? 'error' : undefined} help={error}>
          <Input
            id="category-name"
            autoFocus
            value={name}
            maxLength={80}
            placeholder={t('catalogue.categories.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

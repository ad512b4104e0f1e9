import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Select, Space, Switch } from 'antd';
import { ImageUpload } from '../../components/ImageUpload';
import { EM_CATEGORY_PRESET, validateEmCategory } from '../../domain/easyMarket';
import { categoryPayload, categoryValuesOf } from './emValues';
import { applyFieldErrors } from './formErrors';
import type { EmCategoryBase, EmCategoryValues, EmLevel } from './types';

export interface CategoryModalProps {
  open: boolean;
  level: EmLevel;
  /** The category being edited; absent when adding. */
  record?: EmCategoryBase & { marque?: string[] };
  /** The main or sub-category it goes in, shown under the title. */
  parentName?: string;
  saving?: boolean;
  /** The last save's failure ('Failed to save data'); the form keeps what was typed. */
  error?: string;
  /** The server's own words about that failure, when it gave some. */
  errorDetail?: string;
  onSubmit: (body: ReturnType<typeof categoryPayload>) => void;
  onCancel: () => void;
}

const FIELDS = ['name', 'description', 'image', 'marque'] as const;
const TITLES = {
  add: { main: 'easyMarket.categoryForm.addMain', sub: 'easyMarket.categoryForm.addSub', cat: 'easyMarket.categoryForm.addCat' },
  edit: { main: 'easyMarket.categoryForm.editMain', sub: 'easyMarket.categoryForm.editSub', cat: 'easyMarket.categoryForm.editCat' },
} as const;

/** Adds or edits a main category, sub-category or category: name, description, image, active, and brands for a category. */
export function CategoryModal({ open, level, record, parentName, saving, error, errorDetail, onSubmit, onCancel }: CategoryModalProps) {
  const t = useTranslate();
  return (
    <Modal open={open} title={t(TITLES[record ? 'edit' : 'add'][level])} footer={null} onCancel={onCancel} destroyOnHidden width={560} maskClosable={!saving}>
      {open && <CategoryForm level={level} record={record} parentName={parentName} saving={saving} error={error} errorDetail={errorDetail} onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function CategoryForm({ level, record, parentName, saving, error, errorDetail, onSubmit, onCancel }: Omit<CategoryModalProps, 'open'>) {
  const t = useTranslate();
  const [form] = Form.useForm<EmCategoryValues>();
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const body = categoryPayload({ ...categoryValuesOf(), ...form.getFieldsValue(true) } as EmCategoryValues, level);
    const summary = applyFieldErrors(form, FIELDS, validateEmCategory(body), t('easyMarket.required'));
    setProblem(summary);
    if (!summary) onSubmit(body);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={categoryValuesOf(record)}
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof EmCategoryValues, errors: [] })))}
      disabled={saving}
      requiredMark
    >
      {parentName && <p style={{ marginTop: 0, color: '#595959' }}>{t('easyMarket.categoryForm.parent', { name: parentName })}</p>}
      <Form.Item name="name" label={t('easyMarket.categoryForm.name')} required>
        <Input maxLength={120} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('easyMarket.categoryForm.description')} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t('easyMarket.categoryForm.image')} htmlFor="em-category-image" required>
        <ImageUpload id="em-category-image" preset={EM_CATEGORY_PRESET} label={t('easyMarket.categoryForm.image')} />
      </Form.Item>
      {level === 'cat' && (
        <Form.Item name="marque" label={t('easyMarket.categoryForm.brands')} extra={t('easyMarket.categoryForm.brandsHint')} htmlFor="em-category-brands">
          <Select id="em-category-brands" mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder={t('easyMarket.categoryForm.brandsHint')} />
        </Form.Item>
      )}
      <Form.Item name="active" valuePropName="checked" label={t('easyMarket.categoryForm.active')} htmlFor="em-category-active">
        <Switch id="em-category-active" />
      </Form.Item>
      {(problem || error) && <Alert type="error" showIcon role="alert" message={problem ?? error} description={problem ? undefined : errorDetail} style={{ marginBottom: 16 }} />}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={false}>
          {t('easyMarket.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('easyMarket.save')}
        </Button>
      </Space>
    </Form>
  );
}

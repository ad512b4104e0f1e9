import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, AutoComplete, Button, Form, Input, Modal, Space, Switch } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { ImageUpload } from '../../components/ImageUpload';
import { EM_PRODUCT_PRESET, validateEmProduct } from '../../domain/easyMarket';
import { productPayload, productValuesOf } from './emValues';
import { applyFieldErrors } from './formErrors';
import type { EmProduct, EmProductValues } from './types';
import { currency } from '../../i18n/format';

export interface ProductModalProps {
  open: boolean;
  /** The product being edited; absent when adding. */
  product?: EmProduct;
  /** The category's name and brands (offered for `marque`). */
  categoryName?: string;
  brands?: readonly string[];
  saving?: boolean;
  /** The last save's failure; the form keeps what was typed. */
  error?: string;
  /** The server's own words about that failure, when it gave some. */
  errorDetail?: string;
  onSubmit: (body: ReturnType<typeof productPayload>) => void;
  onCancel: () => void;
}

const FIELDS = ['name', 'description', 'prix', 'prixActual', 'marque'] as const;

/** Adds or edits a product: name, description, image, prix, prixActual, brand, active, sold out. */
export function ProductModal({ open, product, saving, onCancel, ...rest }: ProductModalProps) {
  const t = useTranslate();
  return (
    <Modal open={open} title={t(product ? 'easyMarket.productForm.edit' : 'easyMarket.productForm.add')} footer={null} onCancel={onCancel} destroyOnHidden width={600} maskClosable={!saving}>
      {open && <ProductForm product={product} saving={saving} onCancel={onCancel} {...rest} />}
    </Modal>
  );
}

function ProductForm({ product, categoryName, brands = [], saving, error, errorDetail, onSubmit, onCancel }: Omit<ProductModalProps, 'open'>) {
  const t = useTranslate();
  const [form] = Form.useForm<EmProductValues>();
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const body = productPayload({ ...productValuesOf(), ...form.getFieldsValue(true) } as EmProductValues);
    const summary = applyFieldErrors(form, FIELDS, validateEmProduct(body), t('easyMarket.required'));
    setProblem(summary);
    if (!summary) onSubmit(body);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={productValuesOf(product)}
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof EmProductValues, errors: [] })))}
      disabled={saving}
      requiredMark
    >
      {categoryName && <p style={{ marginTop: 0, color: '#595959' }}>{t('easyMarket.productForm.category', { name: categoryName })}</p>}
      <Form.Item name="name" label={t('easyMarket.productForm.name')} required>
        <Input maxLength={120} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('easyMarket.productForm.description')} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item name="prix" label={t('easyMarket.productForm.prix')} required style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        <Form.Item name="prixActual" label={t('easyMarket.productForm.prixActual')} required style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
      </div>
      <Form.Item name="marque" label={t('easyMarket.productForm.brand')} extra={t('easyMarket.productForm.brandHint')}>
        <AutoComplete
          options={brands.map((b) => ({ value: b }))}
          filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          allowClear
        />
      </Form.Item>
      <Form.Item name="image" label={t('easyMarket.productForm.image')} htmlFor="em-product-image">
        <ImageUpload id="em-product-image" preset={EM_PRODUCT_PRESET} label={t('easyMarket.productForm.image')} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Form.Item name="active" valuePropName="checked" label={t('easyMarket.productForm.active')} htmlFor="em-product-active">
          <Switch id="em-product-active" />
        </Form.Item>
        <Form.Item name="soldOut" valuePropName="checked" label={t('easyMarket.productForm.soldOut')} htmlFor="em-product-soldout">
          <Switch id="em-product-soldout" />
        </Form.Item>
      </div>
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

import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { ImageUpload } from '../../components/ImageUpload';
import { OptionsEditor } from '../../components/OptionsEditor';
import { normalizeOptions, validateProduct } from '../../domain/catalogue';
import { firstError } from '../../domain/validation';
import type { Category, ProductValues } from './types';
import { FormSelect } from '../../components/FormSelect';
import { localizeMessage } from '../../i18n/serverMessage';
import { currency } from '../../i18n/format';

export interface ProductFormProps {
  mode: 'add' | 'edit';
  initialValues?: Partial<ProductValues>;
  categories: Category[];
  /** Saves; the form stays filled when it fails. */
  onSubmit: (values: ProductValues) => void;
  onCancel?: () => void;
  saving?: boolean;
  /** The last save's failure, shown above the buttons. */
  error?: string;
}

export const EMPTY_PRODUCT: ProductValues = { name: '', price: null, category: undefined, description: '', image: undefined, options: [] };

/**
 * Adds or edits an item: name, price (dh), category, description, photo and options. Name, price,
 * category and description are required ('Please fill all fields'; 'Choose a category' when adding).
 */
export function ProductForm({ mode, initialValues, categories, onSubmit, onCancel, saving, error }: ProductFormProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductValues>();


  const submit = () => {
    const values = { ...EMPTY_PRODUCT, ...form.getFieldsValue(true) } as ProductValues;
    const errors = validateProduct(values, mode === 'add' ? 'add' : 'update');
    form.setFields((['name', 'price', 'category', 'description', 'options'] as const).map((name) => ({ name, errors: errors[name] ? [localizeMessage(t, errors[name]!)] : [] })));
    const problem = firstError(errors);
    if (problem) {
      void message.error(localizeMessage(t, problem));
      return;
    }
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim(), options: normalizeOptions(values.options) });
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ ...EMPTY_PRODUCT, ...initialValues }} onFinish={submit}
      // A field's message goes away as soon as it is edited.
      onValuesChange={(changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ProductValues, errors: [] })))}
      disabled={saving} requiredMark>
      <Form.Item name="name" label={t('catalogue.products.name')} required>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item name="price" label={t('catalogue.products.price')} required style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        <Form.Item name="category" label={t('catalogue.products.category')} required style={{ flex: '2 1 200px' }}>
          <FormSelect<string>
            placeholder={t('catalogue.products.categoryPlaceholder')}
            options={categories.map((c) => ({ value: c._id, label: c.name }))}
            showSearch
            optionFilterProp="label"
            allowClear
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('catalogue.products.description')} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t('catalogue.products.image')}>
        <ImageUpload preset="menu_items" folder="menu_items" label={t('catalogue.products.image')} />
      </Form.Item>
      <Form.Item name="options" label={t('catalogue.options.title')} extra={t('catalogue.options.hint')}>
        <OptionsEditor />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={false}>
            {t('catalogue.products.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('catalogue.products.save')}
        </Button>
      </Space>
    </Form>
  );
}

import { useTranslate } from '@refinedev/core';
import { Form, Input, type FormProps, type SelectProps } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { FormFooter } from '../../components/FormFooter';
import { FormSelect } from '../../components/FormSelect';
import { ImageUpload } from '../../components/ImageUpload';
import { OptionsEditor } from '../../components/OptionsEditor';
import { useDomainRules } from '../../components/domainRules';
import { normalizeOptions, validateProduct } from '../../domain/catalogue';
import { currency } from '../../i18n/format';
import type { ProductValues } from './types';

export interface ProductFormProps {
  mode: 'add' | 'edit';
  /** The form's props (useModalForm's, or a plain onFinish); onFinish gets the values to save. */
  formProps: FormProps<ProductValues>;
  /** The category picker's options (useSelect's selectProps). */
  categorySelect: Pick<SelectProps, 'options' | 'loading'>;
  onCancel?: () => void;
  saving?: boolean;
  /** The last save's failure, shown above the buttons; the form stays filled. */
  error?: string;
}

export const EMPTY_PRODUCT: ProductValues = { name: '', price: null, category: undefined, description: '', image: undefined, options: [] };

/**
 * Adds or edits an item: name, price (dh), category, description, photo and options. Name, price,
 * category and description are required ('Please fill all fields'; 'Choose a category' when adding).
 */
export function ProductForm({ mode, formProps, categorySelect, onCancel, saving, error }: ProductFormProps) {
  const t = useTranslate();
  const { rule, formProps: props } = useDomainRules(formProps, (values: ProductValues) =>
    validateProduct({ ...EMPTY_PRODUCT, ...values }, mode === 'add' ? 'add' : 'update'),
  );
  const save = (values: ProductValues) =>
    formProps.onFinish?.({
      ...values,
      name: values.name.trim(),
      description: values.description.trim(),
      image: values.image ?? '',
      options: normalizeOptions(values.options),
    });

  return (
    <Form
      layout="vertical"
      name={`product-${mode}`}
      {...props}
      initialValues={{ ...EMPTY_PRODUCT, ...formProps.initialValues }}
      onFinish={save}
      disabled={saving}
    >
      <Form.Item name="name" label={t('catalogue.products.name')} required rules={[rule('name')]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item name="price" label={t('catalogue.products.price')} required rules={[rule('price')]} style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('catalogue.products.category')}
          required
          rules={[rule('category')]}
          style={{ flex: '2 1 200px' }}
        >
          <FormSelect<string>
            placeholder={t('catalogue.products.categoryPlaceholder')}
            options={categorySelect.options}
            loading={categorySelect.loading}
            showSearch
            optionFilterProp="label"
            allowClear
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('catalogue.products.description')} required rules={[rule('description')]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t('catalogue.products.image')}>
        <ImageUpload preset="menu_items" folder="menu_items" label={t('catalogue.products.image')} />
      </Form.Item>
      <Form.Item name="options" label={t('catalogue.options.title')} extra={t('catalogue.options.hint')} rules={[rule('options')]}>
        <OptionsEditor />
      </Form.Item>
      <FormFooter error={error} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

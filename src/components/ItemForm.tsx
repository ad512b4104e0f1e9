import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Input, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { normalizeOptions, type ProductOption } from '../domain/catalogue';
import type { FieldErrors } from '../domain/validation';
import { currency } from '../i18n/format';
import { DecimalInput } from './DecimalInput';
import { FormFooter } from './FormFooter';
import { ImageUpload } from './ImageUpload';
import { OptionsEditor } from './OptionsEditor';
import { useDomainRules } from './domainRules';

/** What every item form edits (a product's, a pack's). */
export interface ItemValues {
  name: string;
  price: number | null;
  description: string;
  image?: string;
  options: ProductOption[];
}

type ItemField = 'name' | 'price' | 'description' | 'options';

export interface ItemFormProps<V extends ItemValues, F extends string> {
  /** The form's name (its fields' ids start with it). */
  name: string;
  /** The form's props (useModalForm's, or a plain onFinish); onFinish gets the values to save. */
  formProps: FormProps<V>;
  /** The values of a new item, under what the form is given. */
  empty: V;
  /** The domain's rules for these values: each field's message, and the first problem of a refused save. */
  validate: (values: V) => FieldErrors<F | ItemField>;
  /** Where the fields' labels are in the catalogue: `name`, `price`, `description`, `image`. */
  textsFrom: string;
  /** The field beside the price (a product's category, a pack's active switch). */
  besidePrice: (rule: (field: F | ItemField) => Rule) => ReactNode;
  onCancel?: () => void;
  saving?: boolean;
  /** The last save's failure, shown above the buttons; the form stays filled. */
  error?: string;
}

/** The shape of an item's form: name, price (dh) and what sits beside it, description, photo, options, Save. */
export function ItemForm<V extends ItemValues, F extends string>({
  name,
  formProps,
  empty,
  validate,
  textsFrom,
  besidePrice,
  onCancel,
  saving,
  error,
}: ItemFormProps<V, F>) {
  const t = useTranslate();
  const { rule, formProps: props } = useDomainRules(formProps, (values: V) => validate({ ...empty, ...values }));
  const save = (values: V) =>
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
      name={name}
      {...props}
      initialValues={{ ...empty, ...formProps.initialValues }}
      onFinish={save}
      disabled={saving}
    >
      <Form.Item name="name" label={t(`${textsFrom}.name`)} required rules={[rule('name')]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Form.Item name="price" label={t(`${textsFrom}.price`)} required rules={[rule('price')]} style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        {besidePrice(rule)}
      </div>
      <Form.Item name="description" label={t(`${textsFrom}.description`)} required rules={[rule('description')]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t(`${textsFrom}.image`)}>
        <ImageUpload preset="menu_items" folder="menu_items" label={t(`${textsFrom}.image`)} />
      </Form.Item>
      <Form.Item name="options" label={t('catalogue.options.title')} extra={t('catalogue.options.hint')} rules={[rule('options')]}>
        <OptionsEditor />
      </Form.Item>
      <FormFooter error={error} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

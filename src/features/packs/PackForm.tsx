import { useTranslate } from '@refinedev/core';
import { Form, Input, Switch, type FormProps } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { FormFooter } from '../../components/FormFooter';
import { ImageUpload } from '../../components/ImageUpload';
import { OptionsEditor } from '../../components/OptionsEditor';
import { useDomainRules } from '../../components/domainRules';
import { normalizeOptions, validatePack } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { isBlank, type FieldErrors } from '../../domain/validation';
import { currency } from '../../i18n/format';
import type { PackValues } from './types';

export interface PackFormProps {
  mode: 'add' | 'edit';
  /** The form's props (useModalForm's, or a plain onFinish); onFinish gets the values to save. */
  formProps: FormProps<PackValues>;
  onCancel?: () => void;
  saving?: boolean;
  /** The last save's failure; the form keeps what was typed. */
  error?: string;
}

export const EMPTY_PACK: PackValues = { name: '', price: null, description: '', image: undefined, active: true, options: [] };

/** Name, price and description are required on this form ('Please fill all fields'). */
function packFormErrors(values: PackValues): FieldErrors<'name' | 'price' | 'description' | 'options'> {
  const errors = validatePack(values, 'add');
  if (isBlank(values.description)) errors.description = MSG.fillAllFields;
  return errors;
}

/** Adds or edits a pack: name, price, description, photo, active, options. */
export function PackForm({ mode, formProps, onCancel, saving, error }: PackFormProps) {
  const t = useTranslate();
  const { rule, formProps: props } = useDomainRules(formProps, (values: PackValues) => packFormErrors({ ...EMPTY_PACK, ...values }));
  const save = (values: PackValues) =>
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
      name={`pack-${mode}`}
      {...props}
      initialValues={{ ...EMPTY_PACK, ...formProps.initialValues }}
      onFinish={save}
      disabled={saving}
    >
      <Form.Item name="name" label={t('packs.name')} required rules={[rule('name')]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Form.Item name="price" label={t('packs.price')} required rules={[rule('price')]} style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        <Form.Item
          name="active"
          label={t('packs.active')}
          valuePropName="checked"
          extra={t('packs.activeHelp')}
          style={{ flex: '2 1 200px' }}
        >
          <Switch />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('packs.description')} required rules={[rule('description')]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t('packs.image')}>
        <ImageUpload preset="menu_items" folder="menu_items" label={t('packs.image')} />
      </Form.Item>
      <Form.Item name="options" label={t('catalogue.options.title')} extra={t('catalogue.options.hint')} rules={[rule('options')]}>
        <OptionsEditor />
      </Form.Item>
      <FormFooter error={error} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

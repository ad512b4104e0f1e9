import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Space, Switch } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { ImageUpload } from '../../components/ImageUpload';
import { OptionsEditor } from '../../components/OptionsEditor';
import { normalizeOptions, validatePack } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { isBlank, firstError, type FieldErrors } from '../../domain/validation';
import type { PackValues } from './types';
import { localizeMessage } from '../../i18n/serverMessage';
import { currency } from '../../i18n/format';

export interface PackFormProps {
  mode: 'add' | 'edit';
  initialValues?: Partial<PackValues>;
  onSubmit: (values: PackValues) => void;
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
export function PackForm({ mode, initialValues, onSubmit, onCancel, saving, error }: PackFormProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<PackValues>();


  const submit = () => {
    const values = { ...EMPTY_PACK, ...form.getFieldsValue(true) } as PackValues;
    const errors = packFormErrors(values);
    form.setFields((['name', 'price', 'description', 'options'] as const).map((name) => ({ name, errors: errors[name] ? [localizeMessage(t, errors[name]!)] : [] })));
    const problem = firstError(errors);
    if (problem) {
      void message.error(localizeMessage(t, problem));
      return;
    }
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim(), options: normalizeOptions(values.options) });
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ ...EMPTY_PACK, ...initialValues }} onFinish={submit}
      // A field's message goes away as soon as it is edited.
      onValuesChange={(changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof PackValues, errors: [] })))}
      disabled={saving} data-mode={mode}>
      <Form.Item name="name" label={t('packs.name')} required>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Form.Item name="price" label={t('packs.price')} required style={{ flex: '1 1 160px' }}>
          <DecimalInput precision={2} addonAfter={currency()} />
        </Form.Item>
        <Form.Item name="active" label={t('packs.active')} valuePropName="checked" extra={t('packs.activeHelp')} style={{ flex: '2 1 200px' }}>
          <Switch />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('packs.description')} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="image" label={t('packs.image')}>
        <ImageUpload preset="menu_items" folder="menu_items" label={t('packs.image')} />
      </Form.Item>
      <Form.Item name="options" label={t('catalogue.options.title')} extra={t('catalogue.options.hint')}>
        <OptionsEditor />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('packs.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('packs.save')}
        </Button>
      </Space>
    </Form>
  );
}

import { useTranslate } from '@refinedev/core';
import { Form, Switch, type FormProps } from 'antd';
import { ItemForm } from '../../components/ItemForm';
import { validatePack } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { isBlank, type FieldErrors } from '../../domain/validation';
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
export function PackForm({ mode, ...form }: PackFormProps) {
  const t = useTranslate();
  return (
    <ItemForm
      name={`pack-${mode}`}
      empty={EMPTY_PACK}
      validate={packFormErrors}
      textsFrom="packs"
      besidePrice={() => (
        <Form.Item
          name="active"
          label={t('packs.active')}
          valuePropName="checked"
          extra={t('packs.activeHelp')}
          style={{ flex: '2 1 200px' }}
        >
          <Switch />
        </Form.Item>
      )}
      {...form}
    />
  );
}

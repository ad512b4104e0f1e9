import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, type FormProps, type ModalProps } from 'antd';
import { useDomainRules } from '../../components/domainRules';
import { validateCategory } from '../../domain/catalogue';
import { availabilityError, type Availability } from '../../domain/availability';
import { AvailabilityField } from './AvailabilityField';

export interface CategoryValues {
  name: string;
  availability?: Availability;
}

export interface CategoryFormModalProps {
  mode: 'add' | 'edit';
  /** The dialog's props (useModalForm's modalProps, or just `open`). */
  modalProps: ModalProps;
  /** The form's props; onFinish gets the trimmed name. */
  formProps: FormProps<CategoryValues>;
  saving?: boolean;
  onCancel?: () => void;
}

/** Adds or renames a category (name required). */
export function CategoryFormModal({ mode, modalProps, formProps, saving, onCancel }: CategoryFormModalProps) {
  const t = useTranslate();
  const domain = useDomainRules(formProps, (values: CategoryValues) => {
    const problem = availabilityError(values.availability);
    return { ...validateCategory(values), ...(problem && { availability: problem }) };
  });
  const form = domain.formProps.form!;
  return (
    <Modal
      {...modalProps}
      title={mode === 'add' ? t('catalogue.categories.add') : t('catalogue.categories.edit')}
      width={520}
      okText={t('catalogue.categories.save')}
      cancelText={t('catalogue.categories.cancel')}
      // The one way to save: the form's submit (Enter in the field or the OK button), never while saving.
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onCancel ?? modalProps.onCancel}
      afterOpenChange={(open) => open && form.getFieldInstance('name')?.focus()}
    >
      <Form
        layout="vertical"
        name={`category-${mode}`}
        {...domain.formProps}
        onFinish={(values) => !saving && formProps.onFinish?.({ name: values.name.trim(), availability: values.availability ?? null })}
      >
        <Form.Item name="name" label={t('catalogue.categories.name')} required rules={[domain.rule('name')]}>
          <Input maxLength={80} autoComplete="off" placeholder={t('catalogue.categories.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="availability" label={t('catalogue.availability.title')} rules={[domain.rule('availability')]}>
          <AvailabilityField hint={t('catalogue.availability.hint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

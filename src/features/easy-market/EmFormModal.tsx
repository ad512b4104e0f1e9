import { useState, type ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Modal, type FormProps, type ModalProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { FormFooter } from '../../components/FormFooter';
import { useDomainRules } from '../../components/domainRules';
import type { FieldErrors } from '../../domain/validation';

/** The fields every Easy Market form starts with. */
type CommonField = 'name' | 'description';

export interface EmFormModalProps<V, F extends string> {
  /** The form's name (its fields' ids start with it). */
  name: string;
  title: string;
  width: number;
  /** The dialog's props (useModalForm's modalProps, or just `open`). */
  modalProps: ModalProps;
  /** The form's props (initial values, onFinish getting the body to send). */
  formProps: FormProps<V>;
  /** The values of a new entry, under what the form is given. */
  empty: V;
  /** The domain's rules on the form's values (with `empty` under them). */
  validate: (values: V) => FieldErrors<F | CommonField>;
  /** Where the first fields' labels are in the catalogue: `name`, `description`. */
  textsFrom: string;
  /** The body to send for the form's values (with `empty` under them). */
  toBody: (values: V) => unknown;
  /** Where the entry goes (its parent), said under the title. */
  placement?: string;
  saving?: boolean;
  /** The last save's failure; the form keeps what was typed. */
  error?: string;
  /** The server's own words about that failure, when it gave some. */
  errorDetail?: string;
  onCancel: () => void;
  /** The fields after the name and the description, given each field's rule. */
  children: (rule: (field: F | CommonField) => Rule) => ReactNode;
}

/**
 * An Easy Market add or edit dialog, name and description first: a refused save says its first problem once above the buttons (the
 * fields then say 'Required'), a failed one the server's words, and the dialog stays open while saving.
 */
export function EmFormModal<V extends object, F extends string>({
  name,
  title,
  width,
  modalProps,
  formProps,
  empty,
  validate,
  textsFrom,
  toBody,
  placement,
  saving,
  error,
  errorDetail,
  onCancel,
  children,
}: EmFormModalProps<V, F>) {
  const t = useTranslate();
  const [problem, setProblem] = useState<string>();
  const { rule, formProps: props } = useDomainRules(formProps, (values: V) => validate({ ...empty, ...values }), {
    onRefused: setProblem,
    repeatedAs: t('easyMarket.required'),
    toast: false,
  });
  const save = (values: V) => {
    setProblem(undefined);
    return formProps.onFinish?.(toBody({ ...empty, ...values }) as V);
  };
  return (
    <Modal {...modalProps} title={title} footer={null} onCancel={onCancel} width={width} maskClosable={!saving}>
      <Form
        layout="vertical"
        name={name}
        {...props}
        initialValues={{ ...empty, ...formProps.initialValues }}
        onFinish={save}
        disabled={saving}
      >
        {placement && <p style={{ marginTop: 0, color: '#595959' }}>{placement}</p>}
        <Form.Item name="name" label={t(`${textsFrom}.name`)} required rules={[rule('name')]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t(`${textsFrom}.description`)} required rules={[rule('description')]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {children(rule)}
        {(problem || error) && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={problem ?? error}
            description={problem ? undefined : errorDetail}
            style={{ marginBottom: 16 }}
          />
        )}
        <FormFooter saving={saving} onCancel={onCancel} />
      </Form>
    </Modal>
  );
}

import { useTranslate } from '@refinedev/core';
import { App, Form, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { firstError, type FieldErrors } from '../domain/validation';
import { localizeMessage } from '../i18n/serverMessage';

export interface DomainRulesOptions {
  /** Told the first problem of a refused save, for a form that says it above its fields. */
  onRefused?: (problem: string) => void;
  /** A field whose message is that first problem says this instead (the sentence is already said once). */
  repeatedAs?: string;
  /** Whether a refused save also toasts its first problem (default true). */
  toast?: boolean;
}

/**
 * antd rules from a domain validator, so the spec's messages keep one source (src/domain/): a field's
 * rule says what the validator says of that field, checked against the whole form (a rule may depend on
 * another field). Checked when saving; a field's message goes as soon as it is edited; a refused save
 * also says the validator's first problem once, in the validator's order.
 */
export function useDomainRules<F extends string, V>(
  formProps: FormProps<V>,
  validate: (values: V) => FieldErrors<F>,
  options: DomainRulesOptions = {},
) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>(formProps.form);
  const { onRefused, repeatedAs, toast = true } = options;
  const rule =
    (field: F): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const errors = validate(getFieldsValue(true) as V);
        const problem = errors[field];
        if (problem) throw new Error(repeatedAs && problem === firstError(errors) ? repeatedAs : localizeMessage(t, problem));
      },
    });
  const props: FormProps<V> = {
    ...formProps,
    form,
    validateTrigger: false,
    onFinishFailed: () => {
      const problem = firstError(validate(form.getFieldsValue(true) as V));
      if (!problem) return;
      if (toast) void message.error(localizeMessage(t, problem));
      onRefused?.(localizeMessage(t, problem));
    },
    onValuesChange: (changed, all) => {
      form.setFields(Object.keys(changed as object).map((name) => ({ name: name as never, errors: [] })));
      formProps.onValuesChange?.(changed, all);
    },
  };
  return { rule, formProps: props };
}

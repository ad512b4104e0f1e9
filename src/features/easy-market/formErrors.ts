import type { FormInstance } from 'antd';
import { firstError, type FieldErrors } from '../../domain/validation';

/**
 * Puts the shared rule's messages on the form's fields and returns the summary shown above the buttons.
 * A field whose message is the summary ('Please fill all fields.') says `requiredText` instead, so the
 * same sentence is not repeated under every field.
 */
export function applyFieldErrors<F extends string>(form: FormInstance, fields: readonly F[], errors: FieldErrors<F>, requiredText: string): string | undefined {
  const summary = firstError(errors);
  form.setFields(
    fields.map((name) => {
      const message = errors[name];
      return { name, errors: message ? [message === summary ? requiredText : message] : [] };
    }),
  );
  return summary;
}

import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../domain/validation';
import { localizeMessage } from '../i18n/serverMessage';
import { useT } from '../i18n/useLocale';

/**
 * A first screen's form in plain React state: antd's Form (its store, rules engine and grid) weighs ~20 KB
 * gzipped there and costs the phone's main thread at start. The rule is the domain's (`validate`, in the spec's
 * English); a field shows its problem, in the reader's language, once the person has changed it, and every
 * field does on submit, as antd's Form did. A problem follows the other fields: the confirmation of a password
 * is checked again when the password changes.
 */
export function usePlainForm<V extends Record<string, string>>(initial: V, validate: (values: V) => FieldErrors<keyof V & string>) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const problems = validate(values);

  const change = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const error = (field: keyof V & string): string | undefined => {
    const problem = touched.has(field) ? problems[field] : undefined;
    return problem && localizeMessage(t, problem);
  };
  /** The props of a text field's control: its id (the label points at it), value, and its problem for assistive tech. */
  const inputProps = (field: keyof V & string, { hint = false } = {}) => {
    const invalid = !!error(field);
    const describedBy = [invalid && `${field}_help`, hint && `${field}_extra`].filter(Boolean).join(' ');
    return {
      id: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      status: invalid ? ('error' as const) : undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  /** The form's onSubmit: shows every problem, and hands the values on only when there is none. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(values)));
    if (Object.keys(problems).length === 0) onValid(values);
  };
  return { values, change, error, inputProps, handleSubmit };
}

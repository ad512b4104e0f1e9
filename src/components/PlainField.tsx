import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface PlainFieldProps {
  /** The control's id: the label points at it, and the message is `${id}_help`. */
  id: string;
  label: string;
  /** The field's message, shown under the control in the error colour. */
  error?: string;
  children: ReactNode;
}

/**
 * A labelled field in antd Form.Item's vertical look, for the forms of the first screen: antd's Form
 * (its store, rules engine and grid) weighs ~20 KB gzipped there for two fields.
 * The control takes `aria-invalid` and `aria-describedby={`${id}_help`}` itself.
 */
export function PlainField({ id, label, error, children }: PlainFieldProps) {
  const { token } = theme.useToken();
  return (
    // As antd's: 24 px under the control, which the message takes when there is one.
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText, lineHeight: token.lineHeight }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight, minHeight: token.marginLG }}>
          {error}
        </div>
      )}
    </div>
  );
}

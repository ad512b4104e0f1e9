import type { ReactNode } from 'react';
import { token } from '../designTokens';

export interface PlainFieldProps {
  /** The control's id: the label points at it, the message is `${id}_help` and the hint `${id}_extra`. */
  id: string;
  label: string;
  /** The field's message, shown under the control in the error colour. */
  error?: string;
  /** A line of help under the control, as antd Form.Item's `extra`. */
  hint?: string;
  /** The control is a group of radios, which names itself: its caption is then not a `<label>`. */
  group?: boolean;
  children: ReactNode;
}

/**
 * A labelled field in antd Form.Item's vertical look, for the forms of the first screen: antd's Form
 * (its store, rules engine and grid) weighs ~20 KB gzipped there.
 * The control takes `aria-invalid` and `aria-describedby` itself (usePlainForm's `inputProps`).
 */
export function PlainField({ id, label, error, hint, group, children }: PlainFieldProps) {
  const Caption = group ? 'div' : 'label';
  return (
    // As antd's: 24 px under the control, which the message takes when there is one (the hint keeps its margin: it reads apart).
    <div style={{ marginBottom: error && !hint ? 0 : token.marginLG }}>
      <Caption
        htmlFor={group ? undefined : id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText, lineHeight: token.lineHeight }}
      >
        {label}
      </Caption>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight, minHeight: token.marginLG }}>
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}_extra`} style={{ color: token.colorTextDescription, lineHeight: token.lineHeight, minHeight: token.marginLG }}>
          {hint}
        </div>
      )}
    </div>
  );
}

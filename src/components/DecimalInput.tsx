import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { formatDecimal, parseDecimal } from '../domain/numbers';
import { LATIN_TEXT } from './LatinText';

export interface DecimalInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** null when empty, NaN when the text cannot be read (the form's validation says so). */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Decimals shown once the field is left (2 for money). */
  precision?: number;
}

const same = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The one input for money and other numbers: `65,50` and `65.50` are the same number (the domain's
 * parseDecimal), and a text it cannot read stays as typed, marked invalid, instead of becoming another
 * number. The phone keyboard offers digits and both separators.
 */
export function DecimalInput({ value, onChange, precision, onBlur, status, className, ...rest }: DecimalInputProps) {
  const [text, setText] = useState(() => formatDecimal(value, precision));
  // A value set from outside (initial values, a reset) replaces what is shown; our own echo does not.
  const shown = same(parseDecimal(text), value) ? text : formatDecimal(value, precision);
  const unreadable = Number.isNaN(parseDecimal(shown));
  return (
    <Input
      {...rest}
      // Numbers read left to right in every language: "-1.91" keeps its sign in front inside Arabic.
      className={className ? `${LATIN_TEXT} ${className}` : LATIN_TEXT}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      status={unreadable ? 'error' : status}
      aria-invalid={unreadable || rest['aria-invalid']}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(parseDecimal(e.target.value));
      }}
      onBlur={(e) => {
        const parsed = parseDecimal(shown);
        if (parsed !== null && Number.isFinite(parsed)) setText(formatDecimal(parsed, precision));
        onBlur?.(e);
      }}
    />
  );
}

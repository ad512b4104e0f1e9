import { useContext, type CSSProperties } from 'react';
import { token } from '../designTokens';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useButtonLook } from './PlainButton';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceButtonsProps<T extends string> {
  /** The group's id (a field's, for its label's and its message's sake); its radios are named after it. */
  id: string;
  /** The group's name for assistive tech. */
  label: string;
  choices: readonly Choice<T>[];
  /** The chosen value, or '' for none yet. */
  value: string;
  onChange: (value: T) => void;
  invalid?: boolean;
  /** The id of its message, when it shows one. */
  describedBy?: string;
}

/** The hidden radio inside each button: still focusable and in the group's arrow-key order. */
const HIDDEN_RADIO: CSSProperties = { position: 'absolute', opacity: 0, width: 0, height: 0, margin: 0, pointerEvents: 'none' };

function ChoiceButton({
  name,
  label,
  value,
  checked,
  disabled,
  place,
  onChoose,
}: {
  name: string;
  label: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  place: { first: boolean; last: boolean };
  onChoose: () => void;
}) {
  const look = useButtonLook({ type: checked ? 'primary' : 'default', disabled });
  const radius = token.borderRadius;
  return (
    <label
      {...look.handlers}
      style={{
        ...look.style,
        position: 'relative',
        boxShadow: 'none',
        borderRadius: 0,
        // Logical corners and margins: the group reads right to left in Arabic.
        borderStartStartRadius: place.first ? radius : 0,
        borderEndStartRadius: place.first ? radius : 0,
        borderStartEndRadius: place.last ? radius : 0,
        borderEndEndRadius: place.last ? radius : 0,
        marginInlineStart: place.first ? 0 : -token.lineWidth,
        zIndex: checked ? 1 : undefined,
        ...(checked && disabled ? { background: token.controlItemBgActiveDisabled } : {}),
      }}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} style={HIDDEN_RADIO} />
      {label}
    </label>
  );
}

/**
 * One choice among a few, as antd's solid Radio.Button group looks, for the first screen's forms: native radios
 * (the browser gives the arrow keys and the form's disabled state) inside labels drawn with antd's tokens.
 */
export function ChoiceButtons<T extends string>({ id, label, choices, value, onChange, invalid, describedBy }: ChoiceButtonsProps<T>) {
  const disabled = useContext(DisabledContext) ?? false;
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      style={{ display: 'inline-flex', flexWrap: 'wrap' }}
    >
      {choices.map((choice, index) => (
        <ChoiceButton
          key={choice.value}
          name={id}
          label={choice.label}
          value={choice.value}
          checked={value === choice.value}
          disabled={disabled}
          place={{ first: index === 0, last: index === choices.length - 1 }}
          onChoose={() => onChange(choice.value)}
        />
      ))}
    </div>
  );
}

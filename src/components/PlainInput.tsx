import { useContext, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { token } from '../designTokens';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { PlainIcon } from './PlainIcon';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'style'> {
  /** antd's `status`: the error colours. */
  status?: 'error';
  /** A fixed text before the value in its own grey box, as antd's `addonBefore`. */
  addonBefore?: ReactNode;
  /** A password with a button that shows or hides it; the button's name for assistive tech. */
  reveal?: { label: string };
}

/** The eye's size for a finger and a pointer: the minimum target of WCAG 2.5.8. */
const EYE_TARGET = 24;

/**
 * A text field in antd Input's look (border, hover, focus ring, error and disabled colours, addon, a password's eye)
 * drawn with antd's tokens, for the public pages' forms: antd's Input computes the styles of every variant, size
 * and affix when it first mounts, the longest single step of a phone's first load of /login.
 */
export function PlainInput({ status, addonBefore, reveal, disabled: ownDisabled, type, ...input }: PlainInputProps) {
  const formDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? formDisabled ?? false;
  const [shown, setShown] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const error = status === 'error';
  const radius = token.borderRadius;
  const box: CSSProperties & Record<`--plain-input-${string}`, string> = {
    display: 'flex',
    alignItems: 'center',
    flex: 1,
    minWidth: 0,
    padding: `${(token.controlHeight - token.fontSize * token.lineHeight) / 2 - token.lineWidth}px ${token.paddingSM - token.lineWidth}px`,
    border: `${token.lineWidth}px solid ${error && !disabled ? token.colorError : token.colorBorder}`,
    borderRadius: radius,
    // The addon takes the box's starting corners.
    ...(addonBefore ? { borderStartStartRadius: 0, borderEndStartRadius: 0 } : {}),
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    transition: reduceMotion ? 'none' : `all ${token.motionDurationMid}`,
    cursor: disabled ? 'not-allowed' : 'text',
    // Hover and focus (plainControls.css), as antd's: the primary colour, or the error's.
    '--plain-input-hover': error ? token.colorErrorBorderHover : token.colorPrimaryHover,
    '--plain-input-focus': error ? token.colorError : token.colorPrimary,
    '--plain-input-ring': `0 0 0 ${token.controlOutlineWidth}px ${error ? token.colorErrorOutline : token.controlOutline}`,
  };
  const field = (
    <span className={disabled ? undefined : 'plain-input'} style={box}>
      <input
        {...input}
        type={reveal && shown ? 'text' : type}
        disabled={disabled}
        style={{
          flex: 1,
          minWidth: 0,
          width: '100%',
          padding: 0,
          border: 0,
          outline: 'none',
          background: 'transparent',
          font: 'inherit',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          color: disabled ? token.colorTextDisabled : token.colorText,
          cursor: 'inherit',
        }}
      />
      {reveal && (
        <button
          type="button"
          aria-label={reveal.label}
          aria-pressed={shown}
          disabled={disabled}
          onClick={() => setShown((was) => !was)}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            // A 24 px target (WCAG 2.5.8) around the 14 px eye, which stays where antd draws it: the margins take
            // back the extra size, so the field keeps its height.
            width: EYE_TARGET,
            height: EYE_TARGET,
            marginBlock: -(EYE_TARGET - token.fontSize * token.lineHeight) / 2,
            marginInlineStart: token.marginXXS - (EYE_TARGET - token.fontSize) / 2,
            marginInlineEnd: -(EYE_TARGET - token.fontSize) / 2,
            padding: 0,
            border: 0,
            background: 'transparent',
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            cursor: disabled ? 'not-allowed' : 'pointer',
          }}
        >
          <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
  if (!addonBefore) return field;
  return (
    <span style={{ display: 'flex', width: '100%' }}>
      <span
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: `0 ${token.paddingSM - token.lineWidth}px`,
          border: `${token.lineWidth}px solid ${error && !disabled ? token.colorError : token.colorBorder}`,
          borderInlineEnd: 0,
          borderStartStartRadius: radius,
          borderEndStartRadius: radius,
          background: token.colorFillAlter,
          color: error && !disabled ? token.colorError : token.colorText,
        }}
      >
        {addonBefore}
      </span>
      {field}
    </span>
  );
}

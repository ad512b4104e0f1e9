import { useContext, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { token } from '../designTokens';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { PlainIcon } from './PlainIcon';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface ButtonLook {
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  /** Transparent, in white: on a dark or coloured background. */
  ghost?: boolean;
  block?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * antd Button's look (its primary, default and ghost types, sizes, hover and keyboard focus ring) with its
 * design tokens, for a `<button>` or a link: the style and the handlers that follow the pointer and the focus.
 */
export function useButtonLook({ type = 'default', size = 'middle', ghost, block, disabled, loading }: ButtonLook) {
  const reduceMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const primary = type === 'primary';
  const lively = hovered && !disabled;
  const colours: CSSProperties = disabled
    ? { background: token.colorBgContainerDisabled, borderColor: token.colorBorder, color: token.colorTextDisabled }
    : primary
      ? { background: lively ? token.colorPrimaryHover : token.colorPrimary, borderColor: 'transparent', color: token.colorTextLightSolid }
      : ghost
        ? { background: 'transparent', borderColor: token.colorBgContainer, color: token.colorBgContainer, opacity: lively ? 0.85 : 1 }
        : {
            background: token.colorBgContainer,
            borderColor: lively ? token.colorPrimaryHover : token.colorBorder,
            color: lively ? token.colorPrimaryHover : token.colorText,
          };
  const style: CSSProperties = {
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: token.marginXS,
    height: { small: token.controlHeightSM, middle: token.controlHeight, large: token.controlHeightLG }[size],
    padding: `0 ${size === 'small' ? token.paddingXS - 1 : token.padding - 1}px`,
    fontFamily: 'inherit',
    fontSize: size === 'large' ? token.fontSizeLG : token.fontSize,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    border: `${token.lineWidth}px solid`,
    borderRadius: { small: token.borderRadiusSM, middle: token.borderRadius, large: token.borderRadiusLG }[size],
    boxShadow: disabled || ghost ? 'none' : `0 2px 0 ${primary ? token.controlOutline : token.controlTmpOutline}`,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: loading ? 0.65 : 1,
    outline: focusVisible ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : 'none',
    outlineOffset: 1,
    // Less motion when asked for, as antd's own controls (LocaleConfig).
    transition: reduceMotion ? 'none' : `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
    ...colours,
  };
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // The focused element itself: the look may be a label's, whose radio takes the focus.
    onFocus: (event: FocusEvent<HTMLElement>) => setFocusVisible(event.target.matches(':focus-visible')),
    onBlur: () => setFocusVisible(false),
  };
  return { style, handlers };
}

export interface PlainButtonProps extends Omit<ButtonLook, 'disabled'> {
  children: ReactNode;
  htmlType?: 'button' | 'submit';
  /** Else as the form around it says (antd's DisabledContext), as antd's Button. */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  style?: CSSProperties;
}

/**
 * A button in antd Button's look, for the first screen's forms: antd's Button, with its wave effect, groups and
 * every variant, weighs ~8 KB gzipped there. `loading` shows antd's spinning icon and ignores clicks, as antd's does.
 */
export function PlainButton({ children, htmlType = 'button', disabled: ownDisabled, onClick, style, ...look }: PlainButtonProps) {
  const formDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? formDisabled;
  const button = useButtonLook({ ...look, disabled });
  return (
    <button
      type={htmlType}
      disabled={disabled}
      aria-busy={look.loading || undefined}
      onClick={(event) => {
        if (look.loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...button.handlers}
      style={{ ...button.style, ...style }}
    >
      {look.loading && <PlainIcon icon={LoadingOutlined} spin />}
      {children}
    </button>
  );
}

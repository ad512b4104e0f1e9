import { useContext, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import DisabledContext from 'antd/es/config-provider/DisabledContext';

export interface PlainButtonProps {
  children: ReactNode;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit';
  block?: boolean;
  /** Shows antd's spinning icon and ignores clicks, as antd's Button does. */
  loading?: boolean;
  /** Else as the form around it says (antd's DisabledContext), as antd's Button. */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  style?: CSSProperties;
}

/**
 * A button in antd Button's look (its primary and default types, sizes, hover and keyboard focus ring), for the
 * first screen's forms: antd's Button, with its wave effect, groups and every variant, weighs ~8 KB gzipped there.
 */
export function PlainButton({
  children,
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  block,
  loading,
  disabled: ownDisabled,
  onClick,
  style,
}: PlainButtonProps) {
  const { token } = theme.useToken();
  const formDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? formDisabled;
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const primary = type === 'primary';
  const lively = hovered && !disabled;
  const colours: CSSProperties = disabled
    ? { background: token.colorBgContainerDisabled, borderColor: token.colorBorder, color: token.colorTextDisabled }
    : primary
      ? { background: lively ? token.colorPrimaryHover : token.colorPrimary, borderColor: 'transparent', color: token.colorTextLightSolid }
      : {
          background: token.colorBgContainer,
          borderColor: lively ? token.colorPrimaryHover : token.colorBorder,
          color: lively ? token.colorPrimaryHover : token.colorText,
        };
  const height = { small: token.controlHeightSM, middle: token.controlHeight, large: token.controlHeightLG }[size];
  return (
    <button
      type={htmlType}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocusVisible(false)}
      style={{
        display: block ? 'flex' : 'inline-flex',
        width: block ? '100%' : undefined,
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginXS,
        height,
        padding: `0 ${size === 'small' ? token.paddingXS - 1 : token.padding - 1}px`,
        fontFamily: 'inherit',
        fontSize: size === 'large' ? token.fontSizeLG : token.fontSize,
        lineHeight: 1,
        border: `${token.lineWidth}px solid`,
        borderRadius: { small: token.borderRadiusSM, middle: token.borderRadius, large: token.borderRadiusLG }[size],
        boxShadow: disabled ? 'none' : `0 2px 0 ${primary ? token.controlOutline : token.controlTmpOutline}`,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: loading ? 0.65 : 1,
        outline: focusVisible ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : 'none',
        outlineOffset: 1,
        transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
        ...colours,
        ...style,
      }}
    >
      {loading && <LoadingOutlined aria-hidden />}
      {children}
    </button>
  );
}

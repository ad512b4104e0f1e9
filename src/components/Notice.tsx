import type { CSSProperties, ReactNode } from 'react';
import { token } from '../designTokens';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { PlainIcon } from './PlainIcon';

export interface NoticeProps {
  type: 'success' | 'error';
  /** What it says; `description` goes under it (a sentence, a button). */
  message: ReactNode;
  description?: ReactNode;
  role: 'alert' | 'status';
  style?: CSSProperties;
}

/**
 * A message in antd Alert's look (its colours, border and icon) for the first screen's forms: antd's Alert, with
 * its closing, banner and action variants and every type's icon, weighs ~5 KB gzipped there.
 */
export function Notice({ type, message, description, role, style }: NoticeProps) {
  const error = type === 'error';
  return (
    <div
      role={role}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: token.marginXS,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        border: `${token.lineWidth}px solid ${error ? token.colorErrorBorder : token.colorSuccessBorder}`,
        background: error ? token.colorErrorBg : token.colorSuccessBg,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      <PlainIcon
        icon={error ? CloseCircleFilled : CheckCircleFilled}
        style={{
          color: error ? token.colorError : token.colorSuccess,
          lineHeight: 0,
          marginTop: (token.fontSize * token.lineHeight - token.fontSize) / 2,
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div>{message}</div>
        {description}
      </div>
    </div>
  );
}

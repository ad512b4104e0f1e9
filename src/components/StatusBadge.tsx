import { useTranslate } from '@refinedev/core';
import { Popover } from 'antd';
import { STATUS_LABELS, isOrderStatus, statusColor, statusHint } from '../domain/orders';

/** Badge colours with text that passes WCAG AA (antd's preset tags do not). */
const PALETTE = {
  green: { background: '#e3f4d7', color: '#1f5c0a', border: '#9fd382' },
  yellow: { background: '#fff4c2', color: '#5c4300', border: '#f0d264' },
  blue: { background: '#e4edff', color: '#0b3d91', border: '#9db9f2' },
} as const;

export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

/**
 * An order status as a badge: green for confirme, yellow for waiting, blue otherwise (SPEC §4);
 * 'comming' reads 'to client'. When the status has a hint, the badge is a button that shows it.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslate();
  const colors = PALETTE[statusColor(status)];
  const label = statusLabel(status);
  const hint = statusHint(status);
  const badge = (
    <span
      data-status={status}
      style={{
        display: 'inline-block',
        padding: '1px 10px',
        borderRadius: 12,
        border: `1px solid ${colors.border}`,
        background: colors.background,
        color: colors.color,
        fontSize: 13,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </span>
  );
  if (!hint) return badge;
  return (
    <Popover content={hint} title={t('orders.statusHintTitle')} trigger="click">
      <button
        type="button"
        aria-label={t('orders.statusButton', { status: label })}
        style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', font: 'inherit' }}
      >
        {badge}
      </button>
    </Popover>
  );
}

import { useTranslate } from '@refinedev/core';
import { Popover } from 'antd';
import { statusColor, statusHint, statusLabel } from '../domain/orders';
import { localizeMessage } from '../i18n/serverMessage';
import { Pill } from './Pill';

/**
 * An order status as a badge in plain words ('On the way', 'Refused'), coloured by statusColor. When the status has a hint, the badge is a button that shows it.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslate();
  // A status this version does not know is shown as it is.
  const label = t(`orderStatus.${status}`, undefined, statusLabel(status));
  const english = statusHint(status);
  const hint = english && localizeMessage(t, english);
  const badge = (
    <Pill tone={statusColor(status)} data-status={status}>
      {label}
    </Pill>
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

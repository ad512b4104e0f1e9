import { Button, Space, Typography } from 'antd';
import { formatMoney } from '../i18n/format';

export interface NewOrderToastProps {
  number: number | string;
  total: number;
  /** Translated strings: the toast renders outside the app's providers (antd's notification holder). */
  texts: { title: string; total: string; view: string; seen: string; mute: string };
  onSeen: () => void;
  onView: () => void;
  onMute: () => void;
}

/** Strings for the toast from the orders catalogue; an admin's toast names the business. */
export function newOrderToastTexts(
  t: (key: string, options?: Record<string, unknown>) => string,
  number: number | string,
  total: number,
  business?: string,
) {
  return {
    title: business ? t('orders.alert.titleFor', { number, business }) : t('orders.alert.title', { number }),
    total: t('orders.alert.total', { total: formatMoney(total) }),
    view: t('orders.alert.view'),
    seen: t('orders.alert.seen'),
    mute: t('orders.alert.mute'),
  };
}

/** The body of the toast that announces a new order: its number, its total (totalPrix), and what to do. */
export function NewOrderToast({ number, texts, onSeen, onView, onMute }: NewOrderToastProps) {
  return (
    <div data-testid="new-order-toast" data-order={number}>
      <Typography.Text strong style={{ display: 'block' }}>
        {texts.title}
      </Typography.Text>
      <Typography.Text style={{ display: 'block', margin: '4px 0 12px' }}>{texts.total}</Typography.Text>
      <Space wrap>
        <Button type="primary" size="small" onClick={onView}>
          {texts.view}
        </Button>
        <Button size="small" onClick={onSeen}>
          {texts.seen}
        </Button>
        <Button size="small" type="text" onClick={onMute}>
          {texts.mute}
        </Button>
      </Space>
    </div>
  );
}

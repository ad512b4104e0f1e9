import { useTranslate } from '@refinedev/core';
import { Button, Flex, Grid, Typography, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { toastsToShow, type PendingAlert } from './orderAlarm';
import { NewOrderToast, newOrderToastTexts } from './NewOrderToast';

/** How many toasts show at once; the rest are summed up in one line. */
export const MAX_TOASTS = { wide: 3, phone: 1 } as const;

export interface NewOrderToastsProps {
  pending: readonly PendingAlert[];
  listed: readonly string[];
  onSeen: (id: string) => void;
  onView: (alert: PendingAlert) => void;
  onMute: () => void;
}

/**
 * The new-order toasts, in the page's flow right under the top bar and sticking to it while the page
 * scrolls: they push the page down rather than lie over its buttons (the rows' Confirm / Refuse, the
 * phone's menu button). A few at most; the others are counted in one line.
 */
export function NewOrderToasts({ pending, listed, onSeen, onView, onMute }: NewOrderToastsProps) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const wide = Grid.useBreakpoint().lg !== false;
  const { shown, more } = toastsToShow(pending, listed, wide ? MAX_TOASTS.wide : MAX_TOASTS.phone);
  if (shown.length === 0) return null;
  const latest = shown[0]!;
  return (
    <section
      aria-label={t('orders.alert.region')}
      data-testid="new-order-toasts"
      style={{ position: 'sticky', top: 72, zIndex: 9, marginBottom: 16 }}
    >
      <Flex wrap={!wide} gap={12} align="stretch" aria-live="polite">
        {shown.map((alert) => (
          <div
            key={alert.id}
            role="status"
            style={{
              position: 'relative',
              flex: wide ? '1 1 220px' : '1 1 100%',
              maxWidth: wide ? 360 : undefined,
              padding: '12px 40px 12px 16px',
              borderRadius: token.borderRadiusLG,
              background: token.colorBgElevated,
              boxShadow: token.boxShadowSecondary,
              borderLeft: `4px solid ${token.colorPrimary}`,
            }}
          >
            <NewOrderToast
              number={alert.number}
              total={alert.total}
              texts={newOrderToastTexts(t, alert.number, alert.total, alert.business)}
              onSeen={() => onSeen(alert.id)}
              onView={() => onView(alert)}
              onMute={onMute}
            />
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('orders.alert.close', { number: alert.number })}
              onClick={() => onSeen(alert.id)}
              style={{ position: 'absolute', top: 8, right: 8 }}
            />
          </div>
        ))}
        {more > 0 && (
          <Flex
            align="center"
            gap={8}
            wrap
            data-testid="new-order-toasts-more"
            style={{
              flex: wide ? '0 1 auto' : '1 1 100%',
              padding: '8px 16px',
              borderRadius: token.borderRadiusLG,
              background: token.colorBgElevated,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            <Typography.Text strong>{t('orders.alert.more', { count: more })}</Typography.Text>
            <Button size="small" onClick={() => onView(latest)}>
              {t('orders.alert.view')}
            </Button>
          </Flex>
        )}
      </Flex>
    </section>
  );
}

import { useTranslate } from '@refinedev/core';
import { Alert, Button, Flex } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { timeIn } from '../domain/clock';
import { useClock } from './useClock';

/** An order every admin was alerted about: nobody answered it for `minutes`. */
export interface EscalationAlert {
  id: string;
  number: number;
  kind?: string;
  /** The business that did not answer; none for Easy Market. */
  business?: string;
  /** When it was placed (ISO 8601), said on the reader's clock like every order time. */
  placedAt: string;
}

export interface EscalationAlertListProps {
  alerts: readonly EscalationAlert[];
  onView: (alert: EscalationAlert) => void;
  onClose: (alert: EscalationAlert) => void;
}

/** The admin's alerts about unanswered orders, above the page, until each is answered, seen or dismissed. */
export function EscalationAlertList({ alerts, onView, onClose }: EscalationAlertListProps) {
  const t = useTranslate();
  const clock = useClock();
  if (alerts.length === 0) return null;
  return (
    <section aria-label={t('service.escalated.region')} data-testid="escalation-alerts" style={{ marginBottom: 16 }}>
      <Flex vertical gap={8}>
        {alerts.map((alert) => (
          <Alert
            key={alert.id}
            type="error"
            showIcon
            role="alert"
            message={t('service.escalated.title', { number: alert.number, time: timeIn(alert.placedAt, clock.zone), clock: clock.name })}
            description={t('service.escalated.business', { business: alert.business ?? t('orders.alert.easyMarket') })}
            action={
              <Button size="small" onClick={() => onView(alert)}>
                {t('service.escalated.view')}
              </Button>
            }
            closable={{ closeIcon: <CloseOutlined aria-hidden />, 'aria-label': t('service.escalated.close', { number: alert.number }) }}
            onClose={() => onClose(alert)}
          />
        ))}
      </Flex>
    </section>
  );
}

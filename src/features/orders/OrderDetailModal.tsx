import { useTranslate } from '@refinedev/core';
import { Alert, Avatar, Button, Descriptions, List, Modal, Space, Typography } from 'antd';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { readLine } from '../../domain/orderLines';
import { formatPhone } from '../../domain/phone';
import { LatinText } from '../../components/LatinText';
import type { ReactNode } from 'react';
import { timeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { orderDay, orderTime } from './format';
import type { Order } from './types';
import { BusinessLink } from './BusinessLink';
import type { Decision } from './useOrderDecision';

export interface OrderDetailModalProps {
  order: Order | null;
  onClose: () => void;
  /** The admin's view: name the business the order is for, linked to its settings. */
  showBusiness?: boolean;
  /** A new order can be accepted or refused from its detail (the desk's dialogs ask for the rest). */
  onDecide?: (order: Order, decision: Decision) => void;
  /** Extra buttons of the footer (the kitchen ticket's Print, Cancel, Change items). */
  extra?: (order: Order) => ReactNode;
  /** What went wrong with the order (its cancellation, changes and refunds), under its totals. */
  problems?: (order: Order) => ReactNode;
}

/** One order line: image, name, unit price × quantity, options, line total; a plain 'no items' line when its product is gone. */
function Lines({ order }: { order: Order }) {
  const t = useTranslate();
  const lines = order.orders ?? [];
  if (lines.length === 0) return <Alert type="warning" showIcon message={t('messages.orderMissing')} />;
  return (
    <List
      size="small"
      bordered
      dataSource={lines.map((line, i) => ({ i, view: readLine(line, i) }))}
      rowKey={({ i, view }) => view?.key ?? `missing-${i}`}
      renderItem={({ view }) =>
        view ? (
          <List.Item>
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', width: '100%' }}>
              <Avatar shape="square" size={48} src={view.image || undefined} alt="">
                {view.name.slice(0, 1)}
              </Avatar>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {view.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('orders.detail.unitPrice')}: <Money value={view.unitPrice} /> · {t('orders.detail.quantity')}: {view.quantity}
                </Typography.Text>
                {view.options.length > 0 && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t('orders.detail.options')}: {view.options.join(' · ')}
                  </Typography.Text>
                )}
              </div>
              <span aria-label={t('orders.detail.lineTotal')}>
                <Money value={view.total} strong />
              </span>
            </div>
          </List.Item>
        ) : (
          <List.Item>
            <Typography.Text type="secondary">{t('messages.orderLineMissing')}</Typography.Text>
          </List.Item>
        )
      }
    />
  );
}

function PackSummary({ order }: { order: Order }) {
  const t = useTranslate();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('orders.detail.pack')}>{order.pack?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('orders.detail.packPrice')}>
        <Money value={order.price ?? order.pack?.price} />
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.detail.message')}>
        {order.message ? (
          <span style={{ whiteSpace: 'pre-wrap' }}>{order.message}</span>
        ) : (
          <Typography.Text type="secondary">{t('orders.detail.noMessage')}</Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * An order's detail: its lines (or the pack and its message), delivery fee and total in dh, the
 * customer's phone (+212), the rider when one is assigned, and the time it was placed on the reader's clock.
 */
export function OrderDetailModal({ order, onClose, showBusiness, onDecide, extra, problems }: OrderDetailModalProps) {
  const t = useTranslate();
  const clock = useClock();
  const decidable = !!order && !!onDecide && order.statusOrders === 'new';
  const footer = (
    <Space wrap>
      {order && extra?.(order)}
      {decidable && (
        <>
          <Button danger onClick={() => onDecide!(order!, 'refusée')}>
            {t('orders.refuse')}
          </Button>
          <Button type="primary" onClick={() => onDecide!(order!, 'confirmé')}>
            {t('orders.confirm')}
          </Button>
        </>
      )}
      <Button onClick={onClose}>{t('orders.detail.close')}</Button>
    </Space>
  );
  const customer = order && typeof order.user_id === 'object' && order.user_id ? order.user_id.name : null;
  const rider = order?.rider_id?.user_id;
  return (
    <Modal
      open={!!order}
      onCancel={onClose}
      title={order ? t('orders.detail.title', { number: order.commandNumber }) : ''}
      footer={footer}
      width={640}
      destroyOnHidden
    >
      {order && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}>
            {showBusiness && order.business && (
              <Descriptions.Item label={t('orders.detail.business')}>
                <BusinessLink business={order.business} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('orders.detail.status')}>
              <StatusBadge status={order.statusOrders} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.detail.created', { clock: clock.name })}>
              <span style={{ whiteSpace: 'nowrap' }} data-testid="order-created">
                <LatinText>
                  {orderDay(order.createdAt, clock.zone)} {orderTime(order.createdAt, clock.zone)}
                </LatinText>
              </span>
            </Descriptions.Item>
            {order.preparationMinutes && order.readyAt && (
              <Descriptions.Item label={t('service.detail.preparation')}>
                {t('service.ready.at', { time: timeIn(order.readyAt, clock.zone), minutes: order.preparationMinutes })}
              </Descriptions.Item>
            )}
            {order.refusalReason && (
              <Descriptions.Item label={t('service.detail.refusal')}>
                <span data-testid="refusal-reason">
                  {t(`service.reasons.${order.refusalReason}`)}
                  {order.refusalNote ? ` · ${order.refusalNote}` : ''}
                </span>
              </Descriptions.Item>
            )}
            {order.decidedBy && (
              <Descriptions.Item label={t('team.answeredBy')}>
                <bdi data-testid="decided-by">{order.decidedBy}</bdi>
              </Descriptions.Item>
            )}
            {customer && <Descriptions.Item label={t('orders.detail.customer')}>{customer}</Descriptions.Item>}
            <Descriptions.Item label={t('orders.detail.phone')}>
              <LatinText style={{ whiteSpace: 'nowrap' }}>{formatPhone(order.numberPhone)}</LatinText>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.detail.rider')}>{rider?.name ?? t('orders.detail.noRider')}</Descriptions.Item>
            {rider?.phone && (
              <Descriptions.Item label={t('orders.detail.riderPhone')}>
                <LatinText style={{ whiteSpace: 'nowrap' }}>{formatPhone(rider.phone)}</LatinText>
              </Descriptions.Item>
            )}
          </Descriptions>
          {order.type_order === 'pack' ? <PackSummary order={order} /> : <Lines order={order} />}
          {order.type_order !== 'pack' && order.message && (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <Typography.Text strong>{t('orders.detail.message')}: </Typography.Text>
              {order.message}
            </Typography.Paragraph>
          )}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('orders.detail.deliveryFee')}>
              <Money value={order.deleveryFee} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.detail.total')}>
              <Money value={order.totalPrix} strong />
            </Descriptions.Item>
          </Descriptions>
          {problems?.(order)}
        </Space>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { useCustomMutation, useTranslate } from '@refinedev/core';
import { App, Button } from 'antd';
import { EDITABLE_STATUSES } from '../../domain/orderProblems';
import { FINAL_STATUSES, isOrderStatus } from '../../domain/orders';
import { CancelOrderDialog, type CancelOrderBody } from './CancelOrderDialog';
import { EditOrderDialog, type EditOrderBody } from './EditOrderDialog';
import type { Order } from './types';

/** Whether this desk may cancel the order now: the business after accepting and before pickup, an admin before delivery. */
export function mayCancel(order: Order, by: 'business' | 'admin'): boolean {
  const status = order.statusOrders;
  if (!isOrderStatus(status)) return false;
  return by === 'admin' ? !FINAL_STATUSES.includes(status) : EDITABLE_STATUSES.includes(status);
}

/** Whether the business may change the order's items now: an accepted item order before pickup. */
export const mayEdit = (order: Order) =>
  order.type_order !== 'pack' &&
  (order.orders?.length ?? 0) > 0 &&
  isOrderStatus(order.statusOrders) &&
  EDITABLE_STATUSES.includes(order.statusOrders);

/**
 * Cancelling an order and changing its items from a desk: the buttons (for an order's detail), their dialogs,
 * and the calls. `onChanged` hears the order as the server answered it (cancelled, or with its new lines).
 */
export function useOrderChanges(by: 'business' | 'admin', onChanged: (order: Order) => void) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [editing, setEditing] = useState<Order | null>(null);

  const send = async (url: string, order: Order, values: object): Promise<Order> => {
    const result = await mutateAsync({
      url,
      method: 'post',
      values,
      meta: { id: order._id },
      successNotification: false,
      errorNotification: false,
    });
    return (result.data as { order?: Order }).order ?? order;
  };
  const cancel = async (order: Order, body: CancelOrderBody) => {
    const changed = await send('orderProblems.cancel', order, body);
    setCancelling(null);
    void message.success(t('orders.problems.cancel.done', { number: order.commandNumber }));
    onChanged(changed);
  };
  const edit = async (order: Order, body: EditOrderBody) => {
    const changed = await send('orderProblems.edit', order, body);
    setEditing(null);
    void message.success(t('orders.problems.edit.done', { number: order.commandNumber }));
    onChanged(changed);
  };

  /** The buttons of an order's detail, for what this desk may do to it now. */
  const buttons = (order: Order) => (
    <>
      {by === 'business' && mayEdit(order) && (
        <Button onClick={() => setEditing(order)} data-testid="edit-order">
          {t('orders.problems.edit.action')}
        </Button>
      )}
      {mayCancel(order, by) && (
        <Button danger onClick={() => setCancelling(order)} data-testid="cancel-order">
          {t('orders.problems.cancel.action')}
        </Button>
      )}
    </>
  );

  const dialogs = (
    <>
      <CancelOrderDialog order={cancelling} by={by} onCancelOrder={cancel} onClose={() => setCancelling(null)} />
      {by === 'business' && <EditOrderDialog order={editing} onEditOrder={edit} onClose={() => setEditing(null)} />}
    </>
  );
  return { buttons, dialogs };
}

import { useState } from 'react';
import { useCustomMutation, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { formatMoney } from '../../i18n/format';
import { DisputeDialog } from './DisputeDialog';
import { LiabilityDialog, type LiabilityBody, type LiabilityTarget } from './LiabilityDialog';
import { OrderProblemsSection } from './OrderProblemsSection';
import type { Refund } from './problemTypes';
import { RefundDialog, type RefundBody } from './RefundDialog';
import type { Order } from './types';
import { useOrderProblems } from './useOrderProblems';
import { useProblemRights } from './useProblemRights';

/**
 * The problems of the order in a detail, read from the API, with the dialogs that act on them: an admin's
 * refund and change of who pays, the owner's or a manager's dispute. Each action reads the problems again.
 */
export function OrderProblemsPanel({ order }: { order: Order }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const rights = useProblemRights();
  const { problems, failed, refetch } = useOrderProblems(order);
  const { mutateAsync } = useCustomMutation();
  const [refunding, setRefunding] = useState(false);
  const [liability, setLiability] = useState<LiabilityTarget | null>(null);
  const [disputing, setDisputing] = useState<Refund | null>(null);

  /** Sends one action; the dialog shows a refusal and keeps what was typed. */
  const send = async (url: string, method: 'post' | 'put', values: object, meta: Record<string, unknown>) => {
    const result = await mutateAsync({ url, method, values, meta, successNotification: false, errorNotification: false });
    refetch();
    return result.data as unknown;
  };

  const refund = async (target: Order, body: RefundBody, idempotencyKey: string) => {
    const saved = (await send('orderProblems.refund', 'post', body, { id: target._id, idempotencyKey })) as Refund;
    setRefunding(false);
    void message.success(t('orders.problems.refund.done', { amount: formatMoney(saved.amount) }));
  };
  const changeLiable = async (body: LiabilityBody) => {
    await send('orderProblems.liability', 'put', body, { id: order._id });
    setLiability(null);
    void message.success(t('orders.problems.liability.done'));
  };
  const dispute = async (target: Refund, body: { comment: string }) => {
    await send('orderProblems.dispute', 'post', body, { refundId: target._id });
    setDisputing(null);
    void message.success(t('orders.problems.dispute.done'));
  };

  return (
    <>
      <OrderProblemsSection
        order={order}
        problems={problems}
        failed={failed}
        onRetry={refetch}
        rights={rights}
        onRefund={() => setRefunding(true)}
        onChangeLiable={setLiability}
        onDispute={setDisputing}
      />
      <RefundDialog
        order={refunding ? order : null}
        refunds={problems?.refunds ?? []}
        onRefund={refund}
        onClose={() => setRefunding(false)}
      />
      <LiabilityDialog target={liability} onChangeLiable={changeLiable} onClose={() => setLiability(null)} />
      <DisputeDialog refund={disputing} onDispute={dispute} onClose={() => setDisputing(null)} />
    </>
  );
}

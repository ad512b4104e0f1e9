import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { Money } from '../../components/Money';
import { formatMoney } from '../../i18n/format';
import { isolated } from './format';
import { centimes, toDirhams } from '../../domain/money';
import { MAX_PROBLEM_NOTE, planRefund, REFUND_REASONS, type RefundReason } from '../../domain/orderProblems';
import { alreadyRefunded, lineViews, refundableOrder } from './orderAmounts';
import { newIdempotencyKey } from './newIdempotencyKey';
import { ProblemDialog } from './ProblemDialog';
import type { Refund } from './problemTypes';
import type { Order } from './types';

export type RefundBody =
  | { whole: true; reason: RefundReason; note?: string }
  | { lines: { line: number; quantity: number; reason: RefundReason }[]; note?: string };

interface RefundValues {
  mode: 'whole' | 'lines';
  reason: RefundReason;
  lines: { quantity: number | null; reason: RefundReason }[];
  note?: string;
}

export interface RefundDialogProps {
  /** The delivered order to refund; null: closed. */
  order: Order | null;
  /** Its earlier refunds: what they took is no longer offered. */
  refunds: readonly Refund[];
  /** Sends the refund with the dialog's Idempotency-Key: a retried click counts once. */
  onRefund: (order: Order, body: RefundBody, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
}

const bodyOf = (values: RefundValues): RefundBody => {
  const note = values.note?.trim() ? { note: values.note.trim() } : {};
  if (values.mode === 'whole') return { whole: true, reason: values.reason, ...note };
  const lines = (values.lines ?? []).flatMap((l, line) => (l?.quantity ? [{ line, quantity: l.quantity, reason: l.reason }] : []));
  return { lines, ...note };
};

/**
 * An admin refunds a delivered order: the whole of what is left, or chosen items and units with a reason each.
 * The amount is computed as they are chosen, by the same rule the server applies (never more than was paid);
 * one Idempotency-Key per opening makes a retried click count once.
 */
export function RefundDialog({ order, refunds, onRefund, onClose }: RefundDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.refund.${key}`, options);
  const [form] = Form.useForm<RefundValues>();
  const values = Form.useWatch([], form) as RefundValues | undefined;
  // One key per opening: a retry after a failure (or a click sent twice) is the same refund.
  const [key, setKey] = useState<{ orderId: string | null; value: string }>({ orderId: null, value: '' });
  if (key.orderId !== (order?._id ?? null)) setKey({ orderId: order?._id ?? null, value: order ? newIdempotencyKey() : '' });

  const views = order ? lineViews(order) : [];
  const amounts = order ? refundableOrder(order) : null;
  const sofar = alreadyRefunded(refunds);
  const left = amounts ? centimes(amounts.totalPrix - sofar.amount) : centimes(0);
  const body = values?.mode ? bodyOf(values) : null;
  const plan =
    amounts && body && ('whole' in body || body.lines.length > 0)
      ? planRefund(amounts, sofar, 'whole' in body ? { whole: true, reason: body.reason } : { lines: body.lines })
      : null;
  const mode = values?.mode ?? 'lines';

  return (
    <ProblemDialog<RefundValues>
      open={!!order}
      title={order ? k('title', { number: order.commandNumber }) : ''}
      okText={k('ok')}
      cancelText={k('keep')}
      form={form}
      initialValues={{
        mode: 'lines',
        reason: 'missing',
        lines: views.map(() => ({ quantity: 0, reason: 'missing' as RefundReason })),
      }}
      okDisabled={!plan?.ok}
      onFinish={(v) => onRefund(order!, bodyOf(v), key.value)}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{k('refundable', { amount: isolated(formatMoney(toDirhams(left))) })}</Typography.Paragraph>
      <Form.Item name="mode" label={k('what')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'lines', label: k('lines') },
            { value: 'whole', label: k('whole') },
          ]}
        />
      </Form.Item>
      {mode === 'whole' ? (
        <Form.Item name="reason" label={k('reason')}>
          <Select options={REFUND_REASONS.map((r) => ({ value: r, label: t(`orders.problems.refundReasons.${r}`) }))} />
        </Form.Item>
      ) : (
        <Flex vertical gap={8} role="list" style={{ marginBottom: 16 }}>
          {views.map((view, line) => {
            if (!view) return null;
            const max = view.quantity - (sofar.quantities.get(line) ?? 0);
            return (
              <Flex key={view.key} role="listitem" wrap gap={8} align="center" data-testid={`refund-line-${line}`}>
                <div style={{ flex: '1 1 140px', minWidth: 0 }}>
                  <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {view.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {k('left', { count: max })} · <Money value={view.total} />
                  </Typography.Text>
                </div>
                <Form.Item name={['lines', line, 'quantity']} noStyle>
                  <InputNumber<number>
                    min={0}
                    max={max}
                    precision={0}
                    disabled={max <= 0}
                    aria-label={k('quantityOf', { name: view.name })}
                    style={{ width: 72 }}
                  />
                </Form.Item>
                <Form.Item name={['lines', line, 'reason']} noStyle>
                  <Select
                    aria-label={k('reasonOf', { name: view.name })}
                    disabled={max <= 0}
                    style={{ width: 140 }}
                    options={REFUND_REASONS.map((r) => ({ value: r, label: t(`orders.problems.refundReasons.${r}`) }))}
                  />
                </Form.Item>
              </Flex>
            );
          })}
        </Flex>
      )}
      <Form.Item name="note" label={k('note')}>
        <Input.TextArea maxLength={MAX_PROBLEM_NOTE} showCount rows={2} />
      </Form.Item>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={k('amount')}>
          <span data-testid="refund-amount" aria-live="polite">
            <Money value={plan?.ok ? toDirhams(plan.amount) : 0} strong />
          </span>
        </Descriptions.Item>
      </Descriptions>
      {plan && !plan.ok && (
        <Typography.Paragraph type="danger" role="status" style={{ marginTop: 8, marginBottom: 0 }}>
          {t(`orders.problems.errors.${plan.code}`)}
        </Typography.Paragraph>
      )}
      {!plan && mode === 'lines' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {k('chooseLine')}
        </Typography.Paragraph>
      )}
    </ProblemDialog>
  );
}

import { useTranslate } from '@refinedev/core';
import { Form, Input, Radio, Space, Typography } from 'antd';
import {
  ADMIN_CANCEL_REASONS,
  BUSINESS_CANCEL_REASONS,
  defaultCancellationLiable,
  LIABLE_PARTIES,
  MAX_PROBLEM_NOTE,
  type LiableParty,
} from '../../domain/orderProblems';
import { ProblemDialog } from './ProblemDialog';
import type { Order } from './types';

export interface CancelOrderBody {
  reason: string;
  note?: string;
  /** An admin's choice of who bears it. */
  liable?: LiableParty;
}

interface CancelValues {
  reason?: string;
  note?: string;
  liable: LiableParty;
}

export interface CancelOrderDialogProps {
  order: Order | null;
  /** The desk (the business's reasons) or an admin (the marketplace's reasons, and who bears the cost). */
  by: 'business' | 'admin';
  onCancelOrder: (order: Order, body: CancelOrderBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Cancelling an order asks why: the business's reasons on the desk (item unavailable, too busy, closing), the
 * marketplace's for an admin (customer request, no rider, fraud, other — other says what happened), who then
 * also says who bears the cost, proposed from the reason.
 */
export function CancelOrderDialog({ order, by, onCancelOrder, onClose }: CancelOrderDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.cancel.${key}`, options);
  const [form] = Form.useForm<CancelValues>();
  const reason = Form.useWatch('reason', form);
  const reasons = by === 'admin' ? ADMIN_CANCEL_REASONS : BUSINESS_CANCEL_REASONS;
  const noteRequired = reason === 'other';

  const submit = (values: CancelValues) =>
    onCancelOrder(order!, {
      reason: values.reason!,
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      ...(by === 'admin' ? { liable: values.liable } : {}),
    });

  return (
    <ProblemDialog<CancelValues>
      open={!!order}
      title={order ? k('title', { number: order.commandNumber }) : ''}
      okText={k('ok')}
      cancelText={k('keep')}
      danger
      form={form}
      initialValues={{ liable: defaultCancellationLiable(by) }}
      onFinish={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{k('intro')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={k('reason')} // A validator rather than `required`: antd would put aria-required on the group's div, which has no role to carry it.
        rules={[{ validator: async (_, value) => (value ? undefined : Promise.reject(new Error(k('reasonRequired')))) }]}
      >
        <Radio.Group>
          <Space direction="vertical">
            {reasons.map((r, i) => (
              <Radio key={r} value={r} autoFocus={i === 0} data-testid={`cancel-reason-${r}`}>
                {t(`orders.problems.reasons.${r}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="note"
        label={noteRequired ? k('note') : k('noteOptional')}
        rules={[{ required: noteRequired, whitespace: true, message: k('noteRequired') }]}
      >
        <Input.TextArea maxLength={MAX_PROBLEM_NOTE} showCount rows={3} />
      </Form.Item>
      {by === 'admin' && (
        <Form.Item name="liable" label={k('liable')} extra={k('liableHelp')}>
          <Radio.Group
            optionType="button"
            options={LIABLE_PARTIES.map((p) => ({ value: p, label: t(`orders.problems.liableParties.${p}`) }))}
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
          />
        </Form.Item>
      )}
    </ProblemDialog>
  );
}

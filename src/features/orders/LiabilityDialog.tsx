import { useTranslate } from '@refinedev/core';
import { Form, Input, Radio, Typography } from 'antd';
import { formatMoney } from '../../i18n/format';
import { isolated } from './format';
import { LIABLE_PARTIES, MAX_PROBLEM_NOTE, type LiableParty } from '../../domain/orderProblems';
import { ProblemDialog } from './ProblemDialog';
import type { Refund } from './problemTypes';

/** Whose party liable changes: the order's cancellation, or one of its refunds. */
export type LiabilityTarget =
  { kind: 'cancellation'; commandNumber: number; liable: LiableParty } | { kind: 'refund'; refund: Refund; liable: LiableParty };

export interface LiabilityBody {
  refundId?: string;
  liable: LiableParty;
  note: string;
}

interface LiabilityValues {
  liable: LiableParty;
  note?: string;
}

export interface LiabilityDialogProps {
  target: LiabilityTarget | null;
  onChangeLiable: (body: LiabilityBody) => Promise<unknown>;
  onClose: () => void;
}

/** An admin changes who bears a cancellation or a refund, saying why (the ledger follows). */
export function LiabilityDialog({ target, onChangeLiable, onClose }: LiabilityDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.liability.${key}`, options);
  const party = (p: LiableParty) => t(`orders.problems.liableParties.${p}`);
  const [form] = Form.useForm<LiabilityValues>();
  const what =
    target?.kind === 'refund'
      ? k('ofRefund', { amount: isolated(formatMoney(target.refund.amount)) })
      : target
        ? k('ofCancellation', { number: target.commandNumber })
        : '';

  return (
    <ProblemDialog<LiabilityValues>
      open={!!target}
      title={k('title')}
      okText={k('ok')}
      cancelText={k('keep')}
      form={form}
      initialValues={{ liable: target?.liable }}
      onFinish={(values) =>
        onChangeLiable({
          ...(target?.kind === 'refund' ? { refundId: target.refund._id } : {}),
          liable: values.liable,
          note: values.note!.trim(),
        })
      }
      onClose={onClose}
    >
      <Typography.Paragraph>
        <bdi>{what}</bdi>
        <br />
        <Typography.Text type="secondary">{target && k('current', { party: party(target.liable) })}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        name="liable"
        label={t('orders.problems.section.liable')}
        rules={[{ validator: async (_, value) => (value === target?.liable ? Promise.reject(new Error(k('sameParty'))) : undefined) }]}
      >
        <Radio.Group
          optionType="button"
          options={LIABLE_PARTIES.map((p) => ({ value: p, label: party(p) }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
      </Form.Item>
      <Form.Item name="note" label={k('note')} rules={[{ required: true, whitespace: true, message: k('noteRequired') }]}>
        <Input.TextArea maxLength={MAX_PROBLEM_NOTE} showCount rows={3} autoFocus />
      </Form.Item>
    </ProblemDialog>
  );
}

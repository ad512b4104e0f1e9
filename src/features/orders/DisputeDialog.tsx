import { useTranslate } from '@refinedev/core';
import { Form, Input, Typography } from 'antd';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import { MAX_PROBLEM_NOTE } from '../../domain/orderProblems';
import { formatMoney } from '../../i18n/format';
import { isolated, leftToRight } from './format';
import { ProblemDialog } from './ProblemDialog';
import type { Refund } from './problemTypes';

interface DisputeValues {
  comment?: string;
}

export interface DisputeDialogProps {
  refund: Refund | null;
  onDispute: (refund: Refund, body: { comment: string }) => Promise<unknown>;
  onClose: () => void;
}

/** The owner or a manager disputes a refund charged to the business, within its days, saying why. */
export function DisputeDialog({ refund, onDispute, onClose }: DisputeDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.dispute.${key}`, options);
  const clock = useClock();
  const [form] = Form.useForm<DisputeValues>();
  return (
    <ProblemDialog<DisputeValues>
      open={!!refund}
      title={refund ? k('title', { amount: isolated(formatMoney(refund.amount)) }) : ''}
      okText={k('ok')}
      cancelText={k('keep')}
      form={form}
      onFinish={(values) => onDispute(refund!, { comment: values.comment!.trim() })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {refund && k('intro', { date: leftToRight(dateTimeIn(refund.disputeDeadline, clock.zone)), clock: clock.name })}
      </Typography.Paragraph>
      <Form.Item name="comment" label={k('comment')} rules={[{ required: true, whitespace: true, message: k('commentRequired') }]}>
        <Input.TextArea maxLength={MAX_PROBLEM_NOTE} showCount rows={4} autoFocus />
      </Form.Item>
    </ProblemDialog>
  );
}

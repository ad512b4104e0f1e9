import { useTranslate } from '@refinedev/core';
import { Button, Descriptions, Flex, Form, InputNumber, Typography } from 'antd';
import { Money } from '../../components/Money';
import { sumMoney, toDirhams } from '../../domain/money';
import { planEdit } from '../../domain/orderProblems';
import { isOrderStatus } from '../../domain/orders';
import { lineViews, refundableOrder } from './orderAmounts';
import { ProblemDialog } from './ProblemDialog';
import type { Order } from './types';

export interface EditOrderBody {
  lines: { line: number; quantity: number }[];
}

interface EditValues {
  quantities: (number | null)[];
}

export interface EditOrderDialogProps {
  order: Order | null;
  onEditOrder: (order: Order, body: EditOrderBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The business changes an accepted order before pickup: each line's quantity can be lowered, or the line marked
 * unavailable (0). The new total shows as the quantities change, before anything is saved.
 */
export function EditOrderDialog({ order, onEditOrder, onClose }: EditOrderDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.edit.${key}`, options);
  const [form] = Form.useForm<EditValues>();
  const typed = Form.useWatch('quantities', form);
  const views = order ? lineViews(order) : [];
  const amounts = order ? refundableOrder(order) : null;

  const changesOf = (quantities: readonly (number | null)[] | undefined) =>
    views.flatMap((view, line) => {
      const quantity = quantities?.[line];
      return view && typeof quantity === 'number' && quantity !== view.quantity ? [{ line, quantity }] : [];
    });
  const changes = changesOf(typed);
  const plan =
    order && amounts && changes.length > 0 && isOrderStatus(order.statusOrders)
      ? planEdit(order.statusOrders, amounts.lines, changes)
      : null;
  const after = plan?.ok && amounts ? toDirhams(sumMoney([plan.goods, amounts.deleveryFee])) : order?.totalPrix;
  const refusal = plan && !plan.ok ? t(`orders.problems.errors.${plan.code}`) : null;

  return (
    <ProblemDialog<EditValues>
      open={!!order}
      title={order ? k('title', { number: order.commandNumber }) : ''}
      okText={k('ok')}
      cancelText={k('keep')}
      form={form}
      initialValues={{ quantities: views.map((v) => v?.quantity ?? null) }}
      okDisabled={!plan?.ok}
      onFinish={(values) => onEditOrder(order!, { lines: changesOf(values.quantities) })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{k('intro')}</Typography.Paragraph>
      <Flex vertical gap={8} role="list">
        {views.map((view, line) =>
          view ? (
            <Flex key={view.key} role="listitem" align="center" justify="space-between" wrap gap={8} data-testid={`edit-line-${line}`}>
              <div style={{ flex: '1 1 140px', minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {view.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {k('was', { quantity: view.quantity })} · <Money value={view.total} />
                </Typography.Text>
              </div>
              <Flex gap={8} align="center">
                <Form.Item name={['quantities', line]} noStyle>
                  <InputNumber<number>
                    min={0}
                    max={view.quantity}
                    precision={0}
                    aria-label={k('quantity', { name: view.name })}
                    style={{ width: 72 }}
                    autoFocus={line === 0}
                  />
                </Form.Item>
                <Button
                  onClick={() => form.setFieldValue(['quantities', line], 0)}
                  disabled={typed?.[line] === 0}
                  aria-label={`${k('unavailable')}: ${view.name}`}
                >
                  {k('unavailable')}
                </Button>
              </Flex>
            </Flex>
          ) : null,
        )}
      </Flex>
      <Descriptions size="small" column={1} bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label={k('before')}>
          <Money value={order?.totalPrix} />
        </Descriptions.Item>
        <Descriptions.Item label={k('after')}>
          <span data-testid="edit-new-total" aria-live="polite">
            <Money value={after} strong />
          </span>
        </Descriptions.Item>
      </Descriptions>
      {refusal && (
        <Typography.Paragraph type="danger" role="status" style={{ marginTop: 8, marginBottom: 0 }}>
          {refusal}
        </Typography.Paragraph>
      )}
    </ProblemDialog>
  );
}

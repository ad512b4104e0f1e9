import { useRef, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import type { RadioRef } from 'antd/es/radio';
import { readLine } from '../../domain/orderLines';
import { MAX_REFUSAL_NOTE, REFUSAL_REASONS, type RefusalReason } from '../../domain/service';
import type { Order } from './types';

export interface Refusal {
  reason: RefusalReason;
  note?: string;
  /** Products to mark sold out along with the refusal ("item unavailable"). */
  soldOutIds: string[];
}

export interface RefuseDialogProps {
  order: Order | null;
  busy?: boolean;
  onRefuse: (order: Order, refusal: Refusal) => void;
  onCancel: () => void;
}

/**
 * Refusing asks why (the customer sees it): item unavailable, too busy, closing soon, out of zone, or
 * other in the owner's words. For "item unavailable" the order's items can be marked sold out here.
 * The dialog takes focus on its first choice.
 */
export function RefuseDialog({ order, busy, onRefuse, onCancel }: RefuseDialogProps) {
  const t = useTranslate();
  const [reason, setReason] = useState<RefusalReason | null>(null);
  const [note, setNote] = useState('');
  const [soldOutIds, setSoldOutIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const first = useRef<RadioRef>(null);
  // Each order starts with a blank refusal.
  const [shownFor, setShownFor] = useState(order);
  if (shownFor !== order) {
    setShownFor(order);
    setReason(null);
    setNote('');
    setSoldOutIds([]);
    setError(undefined);
  }

  const lines =
    order && order.type_order !== 'pack'
      ? (order.orders ?? []).map((l, i) => readLine(l, i)).filter((v) => v !== null && v.productId !== null)
      : [];
  const submit = () => {
    if (!order) return;
    if (!reason) return setError(t('service.refuse.reasonRequired'));
    if (reason === 'other' && !note.trim()) return setError(t('service.refuse.noteRequired'));
    setError(undefined);
    onRefuse(order, { reason, note: note.trim() || undefined, soldOutIds: reason === 'itemUnavailable' ? soldOutIds : [] });
  };

  return (
    <Modal
      open={!!order}
      title={order ? t('service.refuse.title', { number: order.commandNumber }) : ''}
      okText={t('service.refuse.ok')}
      cancelText={t('service.refuse.cancel')}
      okButtonProps={{ danger: true }}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={busy}
      focusTriggerAfterClose={false}
      // The dialog takes focus on its first reason once it is open.
      afterOpenChange={(open) => open && first.current?.focus()}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('service.refuse.label')}
          extra={t('service.refuse.help')}
          validateStatus={error && !reason ? 'error' : undefined}
          help={error && !reason ? error : undefined}
        >
          <Radio.Group value={reason} onChange={(e) => setReason(e.target.value as RefusalReason)}>
            <Space direction="vertical">
              {REFUSAL_REASONS.map((r, i) => (
                <Radio key={r} value={r} ref={i === 0 ? first : undefined}>
                  {t(`service.reasons.${r}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason === 'other' && (
          <Form.Item
            label={t('service.refuse.note')}
            htmlFor="refusal-note"
            required
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              id="refusal-note"
              value={note}
              maxLength={MAX_REFUSAL_NOTE}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={(e) => (setNote(e.target.value), setError(undefined))}
              autoFocus
            />
          </Form.Item>
        )}
        {reason === 'itemUnavailable' && lines.length > 0 && (
          <Form.Item label={t('service.refuse.soldOut')}>
            <Checkbox.Group value={soldOutIds} onChange={(v) => setSoldOutIds(v as string[])}>
              <Space direction="vertical">
                {lines.map((line) => (
                  <Checkbox key={line!.key} value={line!.productId}>
                    {line!.name}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Descriptions, Flex, Input, Modal, Radio, Typography } from 'antd';
import { Money } from '../../components/Money';
import { DISPUTE_DECISIONS, MAX_PROBLEM_NOTE, type DisputeDecision } from '../../domain/orderProblems';
import { formatMoney } from '../../i18n/format';
import type { ProblemRefund } from './types';

/** What the server said when a decision failed: its words, and its code when it has one. */
export interface DecisionFailure {
  message?: string;
  code?: string;
}

export interface DisputeDecisionDialogProps {
  /** Open while set: the disputed refund to decide. */
  refund: ProblemRefund | null;
  /** Saves the decision; rejects with the server's words (then nothing was decided). */
  onDecide: (decision: DisputeDecision, note: string | undefined) => Promise<void>;
  onClose: () => void;
}

const KNOWN_ERRORS = ['disputeAlreadyDecided', 'disputeNotFound', 'problemNoteTooLong'];

/**
 * An admin deciding a business's dispute of a refund: what was refunded and charged, what the business says,
 * then uphold (it stays charged) or reverse (the charge is given back), with a note. Final once saved.
 */
export function DisputeDecisionDialog({ refund, onDecide, onClose }: DisputeDecisionDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`problemsDesk.decision.${key}`, options);
  const { message } = App.useApp();
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const charged = refund ? formatMoney(Math.abs(refund.charge)) : '';

  const decide = async () => {
    if (!decision) return setError(k('chooseFirst'));
    setSaving(true);
    setError(null);
    try {
      await onDecide(decision, note.trim() || undefined);
      void message.success(k(`done.${decision}`));
      onClose();
    } catch (failure) {
      // What was chosen and typed stays.
      const { code, message: words } = (failure ?? {}) as DecisionFailure;
      setError(code && KNOWN_ERRORS.includes(code) ? t(`problemsDesk.errors.${code}`) : words || k('failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!refund}
      title={k('title')}
      onCancel={() => !saving && onClose()}
      afterClose={() => {
        setDecision(null);
        setNote('');
        setError(null);
      }}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={saving}>
            {k('cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void decide()}>
            {k('submit')}
          </Button>
        </Flex>
      }
    >
      {refund && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'order', label: k('order', { number: refund.commandNumber }), children: <bdi>{refund.business?.name ?? ''}</bdi> },
              { key: 'refund', label: k('refund'), children: <Money value={refund.amount} /> },
              { key: 'charged', label: k('charged'), children: <Money value={Math.abs(refund.charge)} strong /> },
              {
                key: 'comment',
                label: k('comment'),
                children: <bdi style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{refund.dispute?.comment}</bdi>,
              },
            ]}
          />
          <Flex vertical gap={8} role="radiogroup" aria-label={k('choice')}>
            <Typography.Text strong>{k('choice')}</Typography.Text>
            <Radio.Group value={decision} onChange={(e) => setDecision(e.target.value as DisputeDecision)} disabled={saving}>
              <Flex vertical gap={8}>
                {DISPUTE_DECISIONS.map((choice) => (
                  <Radio key={choice} value={choice}>
                    <Flex vertical gap={0}>
                      <span>{k(choice)}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {k(`${choice}Help`, { amount: `\u2068${charged}\u2069` })}
                      </Typography.Text>
                    </Flex>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={noteId}>{k('note')}</label>
            <Input.TextArea
              id={noteId}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={k('notePlaceholder')}
              maxLength={MAX_PROBLEM_NOTE}
              count={{ show: true, max: MAX_PROBLEM_NOTE }}
              disabled={saving}
            />
          </Flex>
          {error && <Alert type="error" showIcon message={error} />}
          <Typography.Text type="secondary">{k('final')}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Descriptions, Flex, Form, Input, List, Modal, Tag, Typography } from 'antd';
import { LatinText, TYPED_DIRECTION } from '../../components/LatinText';
import { isBankReference, MAX_BANK_REFERENCE_CHARS, MAX_PAYOUT_STATEMENTS } from '../../domain/payouts';
import { formatCentimes, formatCount } from '../../i18n/format';
import { NetCell } from './PayoutTable';
import type { PayoutOutcome, PayoutResult, PayoutRow } from './types';
import { settlementTotals, weekLabel } from './weeks';

export interface RecordPayoutsDialogProps {
  open: boolean;
  /** The statements ticked. */
  rows: readonly PayoutRow[];
  /** Records them under one bank reference; resolves with each statement's outcome, rejects when nothing was recorded. */
  onRecord: (bankReference: string) => Promise<readonly PayoutResult[]>;
  onClose: () => void;
}

const OUTCOME_COLOR: Record<PayoutOutcome, string> = {
  paid: 'success',
  collected: 'success',
  alreadyPaid: 'processing',
  ribMissing: 'warning',
  ribUnverified: 'warning',
};
const DONE: readonly PayoutOutcome[] = ['paid', 'collected'];

/**
 * "Record payouts": how many statements, what they pay and collect, the transfer's bank reference, then each
 * statement's outcome (paid, collected, already paid by someone else, or what its RIB still needs).
 */
export function RecordPayoutsDialog({ open, rows, onRecord, onClose }: RecordPayoutsDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payouts.recordDialog.${key}`, options);
  const [form] = Form.useForm<{ bankReference: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<readonly PayoutResult[] | null>(null);
  const { toPay, toCollect } = settlementTotals(rows.map((row) => row.net));
  // The server takes at most so many in one transfer: say so before anything is typed.
  const tooMany = rows.length > MAX_PAYOUT_STATEMENTS;

  const submit = async ({ bankReference }: { bankReference: string }) => {
    setSaving(true);
    setError(null);
    try {
      setResults(await onRecord(bankReference.trim()));
    } catch (failure) {
      // What was typed stays: the admin fixes it or tries again.
      setError((failure as Error)?.message || k('failed'));
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    if (saving) return;
    onClose();
  };
  const rowOf = (id: string) => rows.find((row) => row.statementId === id);
  const done = results?.filter((r) => DONE.includes(r.outcome)).length ?? 0;

  return (
    <Modal
      open={open}
      title={results ? k('resultsTitle') : k('title')}
      onCancel={close}
      afterClose={() => {
        setResults(null);
        setError(null);
        form.resetFields();
      }}
      width={600}
      destroyOnHidden
      footer={
        results ? (
          <Button type="primary" onClick={onClose}>
            {k('close')}
          </Button>
        ) : (
          <Flex gap={8} justify="end" wrap>
            <Button onClick={close} disabled={saving}>
              {k('cancel')}
            </Button>
            <Button type="primary" loading={saving} disabled={tooMany} onClick={() => form.submit()}>
              {k('confirm')}
            </Button>
          </Flex>
        )
      }
    >
      {results ? (
        <Flex vertical gap={12}>
          <Typography.Text strong aria-live="polite">
            {k('summary', { done: formatCount(done), count: formatCount(results.length) })}
          </Typography.Text>
          <List
            size="small"
            bordered
            dataSource={[...results]}
            rowKey="statementId"
            renderItem={(result) => {
              const row = rowOf(result.statementId);
              return (
                <List.Item data-testid="payout-result">
                  <Flex vertical gap={4} style={{ width: '100%' }}>
                    <Flex justify="space-between" gap={8} wrap>
                      <Typography.Text strong>{row?.businessName ?? result.statementId}</Typography.Text>
                      {row && <LatinText>{weekLabel(row.weekStart)}</LatinText>}
                    </Flex>
                    <Flex justify="space-between" align="start" gap={8} wrap>
                      <Tag color={OUTCOME_COLOR[result.outcome]} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
                        {k(`outcomes.${result.outcome}`)}
                      </Tag>
                      {row && <NetCell net={row.net} />}
                    </Flex>
                  </Flex>
                </List.Item>
              );
            }}
          />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {k('intro')}
          </Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={k('statements')}>
              <span data-testid="record-count">{formatCount(rows.length)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payouts.toPay')}>
              <bdi style={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="record-to-pay">
                {formatCentimes(toPay)}
              </bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('payouts.toCollect')}>
              <bdi style={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="record-to-collect">
                {formatCentimes(toCollect)}
              </bdi>
            </Descriptions.Item>
          </Descriptions>
          {tooMany && <Alert type="warning" showIcon message={k('tooMany', { max: formatCount(MAX_PAYOUT_STATEMENTS) })} />}
          {error && <Alert type="error" showIcon message={k('failed')} description={error === k('failed') ? undefined : error} />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={saving}>
            <Form.Item
              name="bankReference"
              label={k('reference')}
              extra={k('referenceHelp')}
              rules={[
                { required: true, whitespace: true, message: k('referenceRequired') },
                { max: MAX_BANK_REFERENCE_CHARS, message: k('referenceTooLong') },
                // The server's own rule (no line break nor control character) before anything is sent.
                {
                  validator: (_, value) =>
                    !value?.trim() || isBankReference(value) ? Promise.resolve() : Promise.reject(new Error(k('referenceInvalid'))),
                },
              ]}
              style={{ marginBottom: 0 }}
            >
              <Input
                className={TYPED_DIRECTION}
                autoComplete="off"
                count={{ show: true, max: MAX_BANK_REFERENCE_CHARS }}
                autoFocus
                // The buttons are in the dialog's footer, outside the form: Enter submits like them.
                onPressEnter={() => form.submit()}
              />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}

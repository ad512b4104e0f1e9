import { useTranslate } from '@refinedev/core';
import { FileTextOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { NetCell } from './PayoutTable';
import type { Statement, StatementSummaryDh } from './types';
import { weekLabel } from './weeks';

export interface StatementDialogProps {
  /** Open while set: whose statement, for which week. */
  heading: { businessName: string; weekStart: string } | null;
  /** The statement; undefined until the first answer. */
  statement?: Statement;
  failed?: boolean;
  onRetry?: () => void;
  /** Where the invoice's printable page is. */
  invoiceHref: (invoiceId: string) => string;
  onIssueCreditNote: () => void;
  onClose: () => void;
}

const LINES: readonly (keyof StatementSummaryDh)[] = ['sales', 'commission', 'commissionTax', 'refunds', 'adjustments'];

/** One closed statement for the admin: its summary, its invoice (a link to the printable page) and a credit note. */
export function StatementDialog({ heading, statement, failed, onRetry, invoiceHref, onIssueCreditNote, onClose }: StatementDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payouts.statement.${key}`, options);
  const invoice = statement?.invoice;
  return (
    <Modal
      open={!!heading}
      title={
        heading &&
        (heading.businessName && heading.weekStart
          ? t('payouts.detailsOf', { name: heading.businessName, week: weekLabel(heading.weekStart) })
          : t('payouts.details'))
      }
      onCancel={onClose}
      footer={<Button onClick={onClose}>{k('close')}</Button>}
      width={560}
      destroyOnHidden
    >
      {failed ? (
        <ListFailedAlert message={k('loadFailed')} retryText={t('payouts.retry')} onRetry={onRetry} />
      ) : !statement ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered data-testid="statement-summary">
            <Descriptions.Item label={k('status')}>
              <Tag color={statement.status === 'paid' ? 'success' : 'default'}>{k(`statuses.${statement.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={k('orders')}>{statement.summary.orders}</Descriptions.Item>
            {LINES.map((line) => (
              <Descriptions.Item key={line} label={k(line)}>
                <Money value={statement.summary[line]} />
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={k('net')}>
              <NetCell net={statement.summary.net} />
            </Descriptions.Item>
            <Descriptions.Item label={k('invoice')}>
              {invoice ? (
                <Link to={invoiceHref(invoice._id)}>
                  <FileTextOutlined aria-hidden /> <bdi>{k('openInvoice', { number: invoice.number })}</bdi>
                </Link>
              ) : (
                <Typography.Text type="secondary">{k('noInvoice')}</Typography.Text>
              )}
            </Descriptions.Item>
            {invoice && (
              <Descriptions.Item label={k('creditNote')}>
                {invoice.creditNote ? (
                  <Link to={invoiceHref(invoice.creditNote._id)}>
                    <bdi>{k('creditNoteNumber', { number: invoice.creditNote.number })}</bdi>
                  </Link>
                ) : (
                  <Button size="small" icon={<RollbackOutlined aria-hidden />} onClick={onIssueCreditNote}>
                    {k('issueCreditNote')}
                  </Button>
                )}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}

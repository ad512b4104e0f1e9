import { useTranslate } from '@refinedev/core';
import { Descriptions } from 'antd';
import { LatinText } from '../../components/LatinText';
import { Money } from '../../components/Money';
import { formatCount } from '../../i18n/format';
import { NetAmount } from './NetAmount';
import type { StatementSummary } from './types';

/** A week's summary: orders, sales, what the platform kept, refunds, late adjustments, and the net. */
export function SummaryList({ summary, testId }: { summary: StatementSummary; testId?: string }) {
  const t = useTranslate();
  const k = (key: string) => t(`payments.summary.${key}`);
  return (
    <Descriptions
      aria-label={k('label')}
      data-testid={testId}
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        { key: 'orders', label: k('orders'), children: <LatinText>{formatCount(summary.orders)}</LatinText> },
        { key: 'sales', label: k('sales'), children: <Money value={summary.sales} /> },
        { key: 'commission', label: k('commission'), children: <Money value={summary.commission} /> },
        { key: 'commissionTax', label: k('commissionTax'), children: <Money value={summary.commissionTax} /> },
        { key: 'refunds', label: k('refunds'), children: <Money value={summary.refunds} /> },
        { key: 'adjustments', label: k('adjustments'), children: <Money value={summary.adjustments} /> },
        { key: 'net', label: k('net'), span: 2, children: <NetAmount value={summary.net} strong /> },
      ]}
    />
  );
}

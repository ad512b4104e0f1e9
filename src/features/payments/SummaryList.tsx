import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { theme } from 'antd';
import { LatinText } from '../../components/LatinText';
import { Money } from '../../components/Money';
import { formatCount } from '../../i18n/format';
import { NetAmount } from './NetAmount';
import type { StatementSummary } from './types';

/**
 * A week's summary: orders, sales, what the platform kept, refunds, late adjustments, and the net. Each figure
 * under its label, as many side by side as the width allows (two on a phone), the net across the whole width.
 */
export function SummaryList({ summary, testId }: { summary: StatementSummary; testId?: string }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const k = (key: string) => t(`payments.summary.${key}`);
  const figures: [key: string, value: ReactNode][] = [
    ['orders', <LatinText key="orders">{formatCount(summary.orders)}</LatinText>],
    ['sales', <Money key="sales" value={summary.sales} />],
    ['commission', <Money key="commission" value={summary.commission} />],
    ['commissionTax', <Money key="commissionTax" value={summary.commissionTax} />],
    ['refunds', <Money key="refunds" value={summary.refunds} />],
    ['adjustments', <Money key="adjustments" value={summary.adjustments} />],
  ];
  const cell = { padding: '8px 12px', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, margin: 0 };
  const label = { color: token.colorTextSecondary, fontSize: 12 };
  return (
    <dl
      aria-label={k('label')}
      data-testid={testId}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8, margin: 0 }}
    >
      {figures.map(([key, value]) => (
        <div key={key} style={cell} data-figure={key}>
          <dt style={label}>{k(key)}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
      <div style={{ ...cell, gridColumn: '1 / -1', background: token.colorFillAlter }} data-figure="net">
        <dt style={label}>{k('net')}</dt>
        <dd style={{ margin: 0, fontSize: 16 }}>
          <NetAmount value={summary.net} strong />
        </dd>
      </div>
    </dl>
  );
}

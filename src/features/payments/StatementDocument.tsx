import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { LatinText } from '../../components/LatinText';
import { Money } from '../../components/Money';
import { useClock } from '../../components/useClock';
import { dateIn, dateTimeIn } from '../../domain/clock';
import { sumMoney, toCentimes, toDirhams } from '../../domain/money';
import { formatCount } from '../../i18n/format';
import { NetAmount } from './NetAmount';
import type { Statement, StatementLine } from './types';
import { weekText } from './weekText';

export interface StatementDocumentProps {
  businessName: string;
  statement: Statement;
  /** Every line of the statement (the paper shows them all, not a page). */
  lines: readonly StatementLine[];
}

const MONEY_COLUMNS = ['sales', 'commission', 'commissionTax', 'refunds', 'net'] as const;

/** A weekly statement as printed: the business, the week, the clock its times are on, the summary and every order. */
export function StatementDocument({ businessName, statement, lines }: StatementDocumentProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.${key}`, options);
  const clock = useClock();
  const { summary } = statement;
  const total = (column: (typeof MONEY_COLUMNS)[number]) => toDirhams(sumMoney(lines.map((line) => toCentimes(line[column]))));
  const summaryRows: [string, ReactNode][] = [
    [k('summary.orders'), <LatinText key="orders">{formatCount(summary.orders)}</LatinText>],
    [k('summary.sales'), <Money key="sales" value={summary.sales} />],
    [k('summary.commission'), <Money key="commission" value={summary.commission} />],
    [k('summary.commissionTax'), <Money key="tax" value={summary.commissionTax} />],
    [k('summary.refunds'), <Money key="refunds" value={summary.refunds} />],
    [k('summary.adjustments'), <Money key="adjustments" value={summary.adjustments} />],
    [k('summary.net'), <NetAmount key="net" value={summary.net} strong />],
  ];
  return (
    <article className="payments-document" data-testid="statement-document">
      <h1>{businessName}</h1>
      <p>
        <strong>{k('statement.documentTitle')}</strong> · <LatinText>{weekText(statement.weekStart, statement.weekEnd)}</LatinText>
      </p>
      <p className="muted">
        {k('statement.closedOn', { date: dateIn(statement.closedAt, clock.zone) })} · {k('statement.clock', { clock: clock.name })}
      </p>
      {statement.invoice && (
        <p className="muted">
          {k('statement.invoice')} <LatinText>{statement.invoice.number}</LatinText>
        </p>
      )}

      <h2>{k('summary.label')}</h2>
      <table className="summary">
        <tbody>
          {summaryRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="amount">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{k('lines.title')}</h2>
      <table>
        <thead>
          <tr>
            <th>{k('lines.order')}</th>
            <th>{`${k('lines.deliveredAt')} (${clock.name})`}</th>
            {MONEY_COLUMNS.map((column) => (
              <th key={column} className="amount">
                {k(`lines.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.orderId}-${line.late ? 'late' : 'own'}`}>
              <td>
                <LatinText>{k('lines.number', { number: line.orderNumber })}</LatinText>
                {line.late && <> · {k('lines.late')}</>}
              </td>
              <td>
                <LatinText>{dateTimeIn(line.deliveredAt, clock.zone)}</LatinText>
              </td>
              {MONEY_COLUMNS.map((column) => (
                <td key={column} className="amount">
                  <Money value={line[column]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{k('lines.total')}</td>
            {MONEY_COLUMNS.map((column) => (
              <td key={column} className="amount">
                <Money value={total(column)} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

import { useTranslate } from '@refinedev/core';
import { LatinText } from '../../components/LatinText';
import { Money } from '../../components/Money';
import { useClock } from '../../components/useClock';
import { dateIn } from '../../domain/clock';
import { rateText } from '../../domain/commission';
import { i18nProvider } from '../../providers/i18nProvider';
import type { Invoice, InvoiceParty } from './types';
import { weekText } from './weekText';

/**
 * A commission invoice, or a credit note cancelling one, as issued: its number and date, the platform that
 * issues it (legal name, address, ICE, IF, RC) and the partner it is made out to, the commission, the TVA
 * (rate and amount) and the total. A credit note names the invoice it cancels and why.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.invoice.${key}`, options);
  const clock = useClock();
  const point = i18nProvider.getLocale() === 'en' ? '.' : ',';
  const creditNote = invoice.kind === 'credit_note';
  const party = (title: string, who: InvoiceParty, testId: string) => (
    <section aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <p>
        <strong>
          <bdi>{who.name}</bdi>
        </strong>
      </p>
      <p style={{ whiteSpace: 'pre-line' }}>
        <bdi>{who.address}</bdi>
      </p>
      {who.ice && (
        <p>
          {k('ice')} <LatinText>{who.ice}</LatinText>
        </p>
      )}
      {who.taxId && (
        <p>
          {k('taxId')} <LatinText>{who.taxId}</LatinText>
        </p>
      )}
      {who.tradeRegister && (
        <p>
          {k('tradeRegister')} <LatinText>{who.tradeRegister}</LatinText>
        </p>
      )}
    </section>
  );
  return (
    <article className="payments-document" data-testid="invoice-document">
      <h1>{k(creditNote ? 'creditNote' : 'invoice')}</h1>
      <table className="meta">
        <tbody>
          <tr>
            <th scope="row">{k('number')}</th>
            <td>
              <LatinText data-testid="invoice-number">{invoice.number}</LatinText>
            </td>
          </tr>
          <tr>
            <th scope="row">{k('issuedAt')}</th>
            <td>
              <LatinText>{dateIn(invoice.issuedAt, clock.zone)}</LatinText>
            </td>
          </tr>
          {invoice.credits && (
            <tr>
              <th scope="row" colSpan={2}>
                {k('credits', { number: invoice.credits.number })}
              </th>
            </tr>
          )}
          {invoice.creditedBy && (
            <tr>
              <th scope="row" colSpan={2}>
                {k('creditedBy', { number: invoice.creditedBy.number })}
              </th>
            </tr>
          )}
          {invoice.reason && (
            <tr>
              <th scope="row">{k('reason')}</th>
              <td>
                <bdi>{invoice.reason}</bdi>
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <div className="parties">
        {party(k('issuer'), invoice.issuer, 'invoice-issuer')}
        {party(k('customer'), invoice.customer, 'invoice-customer')}
      </div>

      <table>
        <thead>
          <tr>
            <th>{k('description')}</th>
            <th className="amount">{k('amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {k('line')} <LatinText>{weekText(invoice.weekStart, invoice.weekEnd)}</LatinText>
            </td>
            <td className="amount">
              <Money value={invoice.commission} />
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td>{k('commission')}</td>
            <td className="amount">
              <Money value={invoice.commission} />
            </td>
          </tr>
          <tr>
            <td>{k('taxRate', { rate: rateText(invoice.taxRate, point) })}</td>
            <td className="amount">
              <Money value={invoice.tax} />
            </td>
          </tr>
          <tr>
            <td>{k('total')}</td>
            <td className="amount" data-testid="invoice-total">
              <Money value={invoice.total} strong />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="muted" style={{ marginTop: 8 }}>
        {k('currencyNote')}
      </p>
    </article>
  );
}

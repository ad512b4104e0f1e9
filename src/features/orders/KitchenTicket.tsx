import { useTranslate } from '@refinedev/core';
import { formatMoney } from '../../i18n/format';
import { readLine } from '../../domain/orderLines';
import { formatPhone } from '../../domain/phone';
import { timeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { LatinText } from '../../components/LatinText';
import { orderDay, orderTime } from './format';
import type { Order } from './types';

/** Laid out for 80 mm thermal printers (72 mm printable): one column, big number, no colour. */
const TICKET_STYLE = `
.kitchen-ticket { width: 72mm; box-sizing: border-box; padding: 2mm 0; color: #000; background: #fff;
  font: 12px/1.35 "DejaVu Sans Mono", "Courier New", monospace; }
.kitchen-ticket h2 { font-size: 16px; margin: 0; text-align: center; }
.kitchen-ticket .number { font-size: 28px; font-weight: 700; text-align: center; margin: 1mm 0; }
.kitchen-ticket .row { display: flex; justify-content: space-between; gap: 2mm; }
.kitchen-ticket .rule { border-top: 1px dashed #000; margin: 2mm 0; }
.kitchen-ticket .line { font-weight: 700; font-size: 13px; }
.kitchen-ticket .option { padding-inline-start: 6mm; }
.kitchen-ticket .message { white-space: pre-wrap; font-weight: 700; }
.kitchen-ticket .total { font-size: 15px; font-weight: 700; }`;

/** What a kitchen needs on paper: business, command number, time, phone, lines with options, message, totals. */
export function KitchenTicket({ order, businessName }: { order: Order; businessName?: string }) {
  const t = useTranslate();
  const clock = useClock();
  const lines = (order.orders ?? []).map(readLine).filter((line) => line !== null);
  return (
    <article className="kitchen-ticket" aria-label={t('orders.ticket.label', { number: order.commandNumber })}>
      <style>{TICKET_STYLE}</style>
      {businessName && <h2>{businessName}</h2>}
      <div className="number">
        <bdi>#{order.commandNumber}</bdi>
      </div>
      <div className="row">
        <span>{orderDay(order.createdAt, clock.zone)}</span>
        <span data-testid="ticket-time">
          {orderTime(order.createdAt, clock.zone)} {clock.name}
        </span>
      </div>
      <div className="row">
        <span>{t('orders.ticket.phone')}</span>
        <LatinText>{formatPhone(order.numberPhone)}</LatinText>
      </div>
      {order.readyAt && (
        <div className="row">
          <span>{t('orders.ticket.ready')}</span>
          <span>{timeIn(order.readyAt, clock.zone)}</span>
        </div>
      )}
      <div className="rule" />
      {order.type_order === 'pack' ? (
        <div className="line">1 × {order.pack?.name ?? '—'}</div>
      ) : (
        lines.map((line) => (
          <div key={line.key}>
            <div className="row line">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatMoney(line.total)}</span>
            </div>
            {line.options.map((option) => (
              <div className="option" key={option}>
                + {option}
              </div>
            ))}
          </div>
        ))
      )}
      {order.message && (
        <>
          <div className="rule" />
          <div>{t('orders.ticket.message')}</div>
          <div className="message">{order.message}</div>
        </>
      )}
      <div className="rule" />
      <div className="row">
        <span>{t('orders.detail.deliveryFee')}</span>
        <span>{formatMoney(order.deleveryFee)}</span>
      </div>
      <div className="row total">
        <span>{t('orders.detail.total')}</span>
        <span>{formatMoney(order.totalPrix)}</span>
      </div>
    </article>
  );
}

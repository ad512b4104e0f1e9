import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { KitchenTicket } from './KitchenTicket';
import type { Order } from './types';

/** On paper only the ticket: every other child of <body> (the app, its modals and toasts) is hidden. */
const PRINT_STYLE = `
.ticket-print { display: none; }
@media print {
  @page { size: 80mm auto; margin: 4mm; }
  body > *:not(.ticket-print) { display: none !important; }
  .ticket-print { display: block; }
}`;

/**
 * Prints an order's kitchen ticket through the browser's print dialog (a phone's too). The ticket is drawn
 * into <body> first and printed once it is on the page; it stays there, hidden on screen, until the next one.
 */
export function usePrintTicket(businessName?: string) {
  const [job, setJob] = useState<{ order: Order; id: number } | null>(null);
  useEffect(() => {
    if (job) window.print();
  }, [job]);
  const print = (order: Order) => setJob((previous) => ({ order, id: (previous?.id ?? 0) + 1 }));
  const ticket = job
    ? createPortal(
        <div className="ticket-print" data-testid="ticket-print">
          <style>{PRINT_STYLE}</style>
          <KitchenTicket order={job.order} businessName={businessName} />
        </div>,
        document.body,
      )
    : null;
  return { print, ticket };
}

import { riders as strings } from '../../i18n/areas/riders';
import { csvRows } from '../../domain/csv';
import { statusLabel } from '../../domain/orders';
import { formatDateTime } from '../../domain/dates';
import { commandFee, JOURNAL_GROUPS, riderFeeTotal } from '../../domain/riderFees';
import type { RiderJournal } from './types';

export type JournalCsvLabels = { [K in keyof typeof strings.journal.csv]: string };
type GroupLabels = Record<(typeof JOURNAL_GROUPS)[number], string>;

const money = (n: number | null | undefined) => (n ?? 0).toFixed(2);
/** ISO time → "22/11/2026 09:05" in UTC. */
export const utcDateTime = (iso: string) => formatDateTime(iso);

/**
 * The rider's journal as CSV for the accountant: the rider and period, every order of the four lists,
 * the fee table, the Easy Market fee and the total to pay.
 */
export function journalCsv(
  data: RiderJournal,
  labels: JournalCsvLabels = strings.journal.csv,
  groups: GroupLabels = strings.journal.types,
): string {
  const rows: (string | number | null | undefined)[][] = [];
  rows.push([labels.rider, data.rider.name]);
  rows.push([labels.number, data.rider.Number_Rider]);
  rows.push([labels.period, data.lastPayment ? utcDateTime(data.lastPayment.createdAt) : labels.periodStart]);
  rows.push([]);
  rows.push([labels.list, labels.commandNumber, labels.createdAt, labels.status, labels.total, labels.deliveryFee, labels.riderFee]);
  for (const group of JOURNAL_GROUPS) {
    for (const o of data.journal[group] ?? []) {
      rows.push([
        groups[group],
        o.commandNumber,
        utcDateTime(o.createdAt),
        statusLabel(o.statusOrders),
        money(o.totalPrix),
        money(o.deleveryFee),
        money(commandFee(o)),
      ]);
    }
  }
  rows.push([]);
  rows.push([labels.type, labels.totalGain, labels.delivered, labels.cancelled, labels.fee]);
  for (const c of data.FeeJournal.CommandFee) rows.push([groups[c.type], money(c.totalGain), c.total, c.cencel, money(c.fee)]);
  rows.push([]);
  rows.push([groups.easy, labels.fee, labels.prixTotal, labels.prixActual]);
  const easy = data.FeeJournal.easyFee;
  rows.push(['', money(easy.fee), money(easy.PrixTotal), money(easy.PrixActual)]);
  rows.push([]);
  rows.push([labels.totalToPay, money(riderFeeTotal(data.FeeJournal))]);
  return csvRows(rows);
}

/** journal-rider-101-2026-11-22.csv */
export function journalCsvFileName(data: RiderJournal, today = new Date()): string {
  return `journal-rider-${data.rider.Number_Rider}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Hands the CSV to the browser as a download (a BOM so spreadsheet programs read the accents). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

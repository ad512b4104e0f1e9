import { centimes, centimesOrZero, sumMoney, type Centimes } from '../../domain/money';
import { lastEndedWeek, weekEndDay, weekOf } from '../../domain/statements';

/** A calendar day "YYYY-MM-DD" as printed: "16/11/2026". */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A week as the screens print it from its Monday: "16/11 – 22/11/2026", the year said once unless the week straddles two. */
export function weekLabel(weekStart: string): string {
  const end = weekEndDay({ weekStart });
  const start = dayLabel(weekStart);
  return `${weekStart.slice(0, 4) === end.slice(0, 4) ? start.slice(0, 5) : start} – ${dayLabel(end)}`;
}

/** The Mondays of the `count` last weeks that have ended at `now`, newest first: the weeks an admin may close. */
export function endedWeeks(now: Date, count: number): string[] {
  const weeks: string[] = [];
  let week = lastEndedWeek(now);
  for (let i = 0; i < count; i++) {
    weeks.push(week.weekStart);
    week = weekOf(new Date(week.start.getTime() - 1));
  }
  return weeks;
}

/** What a set of statements adds up to: owed to partners (to pay) and owed by them (to collect, positive). */
export function settlementTotals(nets: readonly number[]): { toPay: Centimes; toCollect: Centimes } {
  const amounts = nets.map((net) => centimesOrZero(net));
  return {
    toPay: sumMoney(amounts.filter((a) => a > 0)),
    toCollect: centimes(-sumMoney(amounts.filter((a) => a < 0))),
  };
}

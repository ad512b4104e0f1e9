import { weekEndDay, weekOf } from '../../domain/statements';

/** A calendar day "YYYY-MM-DD" as printed: "16/11/2026". */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A week as printed from its Monday: "16/11 – 22/11/2026" (the year said once unless the week straddles two). */
export function weekLabel(weekStart: string): string {
  const end = weekEndDay({ weekStart });
  const start = dayLabel(weekStart);
  return `${weekStart.slice(0, 4) === end.slice(0, 4) ? start.slice(0, 5) : start} – ${dayLabel(end)}`;
}

/** The Mondays of the week running at `now` (Morocco's clock) and of the `count - 1` before it, newest first. */
export function recentWeeks(now: Date, count: number): string[] {
  const weeks: string[] = [];
  let week = weekOf(now);
  for (let i = 0; i < count; i++) {
    weeks.push(week.weekStart);
    week = weekOf(new Date(week.start.getTime() - 1));
  }
  return weeks;
}

/** A calendar day "YYYY-MM-DD" as printed: "16/11/2026" (the day itself, whatever the clock). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/**
 * A week from its Monday to its Sunday ("YYYY-MM-DD" each), as the statements list names it: "16/11 – 22/11/2026",
 * the year said once unless the week straddles two.
 */
export function weekText(weekStart: string, weekEnd: string): string {
  const start = dayText(weekStart);
  const end = dayText(weekEnd);
  return weekStart.slice(0, 4) === weekEnd.slice(0, 4) ? `${start.slice(0, 5)} – ${end}` : `${start} – ${end}`;
}

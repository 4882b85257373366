const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * The days of a chart that carry a label when at most `slots` labels fit: every day when they all fit, else
 * the Mondays (the week's labels), else each month's first day, else every few months' first day.
 */
export function labelledDays(days: readonly string[], slots: number): Set<string> {
  if (days.length <= slots) return new Set(days);
  const mondays = days.filter(isMonday);
  if (mondays.length <= slots) return new Set(mondays);
  const months = days.filter((day) => day.endsWith('-01'));
  const step = Math.ceil(months.length / Math.max(1, slots));
  return new Set(months.filter((_, index) => index % step === 0));
}

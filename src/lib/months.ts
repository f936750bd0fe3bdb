// Calendar months as the back-office pages send them: a `YYYY-MM` month's days as a date range, and last month by
// the server's clock (the default of month filters and the fee example).
import { consoleNow } from '@/lib/format';

/** The days of a `YYYY-MM` month as a `YYYY-MM-DD` range, first to last. */
export function monthDays(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** Last month and its first and last day (`YYYY-MM-DD`). */
export function lastMonth(): { month: string; first: string; last: string } {
  const month = consoleNow().subtract(1, 'month').format('YYYY-MM');
  const [first, last] = monthDays(month);
  return { month, first, last };
}

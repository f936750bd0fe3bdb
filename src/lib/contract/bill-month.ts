// Which months merchant.bill/generate takes (merchant.md 2.4, 2.6; mock-data.md 6.2): a completed month (before the
// current one) whose first day is inside the data history (HISTORY_DAYS days to today). The server refuses the others
// with these rules, and the console's month picker offers only the months they let through.

/** Days of history, today included: 62 always reach back to the 1st of last month (at most 31 + 30 days before today),
 * so last month's reports and bills are complete (mock-data.md 6.2). */
export const HISTORY_DAYS = 62;

export type BillMonthRefusal = 'monthNotCompleted' | 'monthNoData';

/** `YYYY-MM-DD` of the history's first day when today (the server's day, UTC+8) is `today`. */
export function historyFirstDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - (HISTORY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Why `month` (`YYYY-MM`) cannot be generated on `today` (`YYYY-MM-DD`), undefined when it can. */
export function billMonthRefusal(month: string, today: string): BillMonthRefusal | undefined {
  if (month >= today.slice(0, 7)) return 'monthNotCompleted';
  return `${month}-01` < historyFirstDay(today) ? 'monthNoData' : undefined;
}

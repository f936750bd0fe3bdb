// The fee formula (merchant.md 2.3) as the console shows it in the new-terms form, and the months it names, by the
// server's clock (consoleNow): terms saved now start next month; the worked example reads last month.
import { consoleNow } from '@/lib/format';
import type { CooperationType } from '@/api/merchant-rate';

/** type 1: round2(max(0, companyWin) x rate / 100); type 2: round2(bet x rate / 100). */
export function feeOf(type: CooperationType, rate: number, betAmount: number, companyWinAmount: number): number {
  const base = type === 1 ? Math.max(0, companyWinAmount) : betAmount;
  return Math.round(((base * rate) / 100) * 100) / 100;
}

/** `YYYY-MM` the terms saved now start. */
export const termsStartMonth = () => consoleNow().add(1, 'month').format('YYYY-MM');

/** Last month and its first and last day (`YYYY-MM-DD`). */
export function lastMonth(): { month: string; first: string; last: string } {
  const start = consoleNow().subtract(1, 'month').startOf('month');
  return { month: start.format('YYYY-MM'), first: start.format('YYYY-MM-DD'), last: start.endOf('month').format('YYYY-MM-DD') };
}

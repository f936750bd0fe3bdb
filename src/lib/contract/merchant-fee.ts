// The fee formula of merchant.md 2.3, the one the server computes reports and bills with and the console works its
// example with: type 1 (revenue share) on the positive company win, type 2 (turnover share) on the bets.
export function feeOf(cooperationType: number, rate: number, betAmount: number, companyWinAmount: number): number {
  const base = cooperationType === 1 ? Math.max(0, companyWinAmount) : betAmount;
  return Math.round(((base * rate) / 100) * 100) / 100;
}

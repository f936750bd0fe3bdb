// Order sums in integer cents, so every grouping of the same orders adds up exactly (README 0.3).
export type Sums = {
  betCount: number;
  roundCount: number;
  bet: number;
  bounds: number;
  pool: number;
  poolWin: number;
};

export const cents = (amount: number) => Math.round(amount * 100);
/** Cents back to an amount with 2 decimals. */
export const amountOf = (c: number) => Math.round(c) / 100;

export function emptySums(): Sums {
  return { betCount: 0, roundCount: 0, bet: 0, bounds: 0, pool: 0, poolWin: 0 };
}

export function addSums(into: Sums, from: Sums): Sums {
  into.betCount += from.betCount;
  into.roundCount += from.roundCount;
  into.bet += from.bet;
  into.bounds += from.bounds;
  into.pool += from.pool;
  into.poolWin += from.poolWin;
  return into;
}

/** One counted order (README 0.1): a round counts once, through its base order (`betAmount > 0`). */
export function addOrder(
  into: Sums,
  o: { betAmount: number; boundsAmount: number; prizePoolAmount: number; prizePoolWinAmount: number },
) {
  into.betCount += 1;
  if (o.betAmount > 0) into.roundCount += 1;
  into.bet += cents(o.betAmount);
  into.bounds += cents(o.boundsAmount);
  into.pool += cents(o.prizePoolAmount);
  into.poolWin += cents(o.prizePoolWinAmount);
}

/** The native amounts of the shared block (3.2) from sums in cents. */
export function nativeAmounts(s: Sums) {
  return {
    betAmount: amountOf(s.bet),
    boundsAmount: amountOf(s.bounds),
    userWinAmount: amountOf(s.bounds - s.bet),
    companyWinAmount: amountOf(s.bet - s.bounds),
    prizePoolAmount: amountOf(s.pool),
    prizePoolWinAmount: amountOf(s.poolWin),
  };
}

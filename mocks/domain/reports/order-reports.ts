// Rows of the four order reports (reports.md 3.3-3.5, 3.8) from the collected groups.
import { gameName } from '@mocks/domain/orders/seed-games';
import type { Lang } from '@mocks/lib/i18n';
import { orgOf } from '@mocks/domain/org/org';
import { feeOf, termsOn } from '@mocks/domain/org/rate-terms';
import { allPlayers } from '@mocks/domain/players/players';
import { amountsOf, cnyOf, collect, rateFn, type Group, type RateFn } from '@mocks/domain/reports/collect';
import type { OrderCell } from '@mocks/domain/reports/day-aggregate';
import { lastDayOfMonth, parseSpan } from '@mocks/domain/reports/period';
import { currencyRecords } from '@mocks/domain/rates/currency';
import type { CurrencyReportRow, GameReportRow, MerchantReportRow, PlayerReportRow } from '@/api/report';

export function gameRow(g: Group): GameReportRow {
  return {
    statDate: g.statDate,
    gameId: g.cell.gameId,
    gameName: gameName(g.cell.gameId),
    currencyCode: g.cell.currencyCode,
    playerCount: g.players.size,
    ...amountsOf(g),
  };
}

export function merchantRow(g: Group, rate: RateFn): MerchantReportRow {
  const { merchantId, currencyCode } = g.cell;
  const amounts = amountsOf(g);
  const month = g.statDate.slice(0, 7);
  const term = termsOn(merchantId, month) ?? { cooperationType: 1 as const, rate: 0 };
  // A fee exists per month only (3.4): a revenue share nets the month's loss days, so day fees would not add up.
  const monthRow = g.statDate.length === 7;
  const feeAmount = monthRow ? feeOf(term, amounts.betAmount, amounts.companyWinAmount) : null;
  // Month rows convert the month's fee at the rate of its last day (3.4), not as the sum of the days.
  const feeRate = g.rate ?? rate(currencyCode, lastDayOfMonth(month));
  return {
    statDate: g.statDate,
    ...orgOf(merchantId),
    merchantId,
    currencyCode,
    playerCount: g.players.size,
    ...amounts,
    cooperationType: term.cooperationType,
    feeRate: term.rate,
    feeAmount,
    feeAmountCny: feeAmount === null ? null : cnyOf(feeAmount, feeRate),
  };
}

/** A month row: its fee is set. */
export type MerchantMonthRow = MerchantReportRow & { feeAmount: number; feeAmountCny: number };

/** report.merchant's row key: (merchant, currency). */
export const merchantKey = (c: OrderCell) => `${c.merchantId}|${c.currencyCode}`;

/** report.merchant's month rows of one `YYYY-MM` month, every merchant (the caller scopes): what merchant.bill copies
 * (reports.md A6), so a bill and the report's month row are one computation. */
export function merchantMonthRows(month: string, rate: RateFn = rateFn()): MerchantMonthRow[] {
  const parsed = parseSpan('month', `${month}-01,${month}-01`);
  if (!parsed.ok) return [];
  const groups = collect(parsed.span, { cellsOf: (a) => a.cells, keep: () => true, keyOf: merchantKey }, rate);
  return groups.map((g) => merchantRow(g, rate) as MerchantMonthRow);
}

/** Reads the players once per call: a month of player rows is thousands of rows. */
export function playerRowOf(): (g: Group) => PlayerReportRow {
  const players = new Map(allPlayers().map((p) => [p.id, p]));
  return (g) => {
    const player = players.get(g.cell.playerId);
    return {
      statDate: g.statDate,
      playerId: g.cell.playerId,
      playerName: player?.playerName ?? '',
      nickName: player?.nickName ?? '',
      merchantTeamName: player?.merchantTeamName ?? '',
      merchantId: g.cell.merchantId,
      merchantName: player?.merchantName ?? '',
      currencyCode: g.cell.currencyCode,
      gameCount: g.games.size,
      ...amountsOf(g),
    };
  };
}

export function currencyRowOf(lang: Lang): (g: Group) => CurrencyReportRow {
  const names = new Map(currencyRecords(lang).map((c) => [c.code, c.name]));
  return (g) => ({
    statDate: g.statDate,
    currencyCode: g.cell.currencyCode,
    currencyName: names.get(g.cell.currencyCode) ?? g.cell.currencyCode,
    merchantCount: g.merchants.size,
    playerCount: g.players.size,
    ...amountsOf(g),
  });
}

// @vitest-environment node
// The bet order lists' summary never adds different currencies (back-office README 0.3): per-currency totals always,
// native top-level totals only for a one-currency set. Checked against the generated rows, to the cent.
import { beforeEach, describe, expect, it } from 'vitest';
import type { BetOrderSummary, CurrencyTotals } from '@mocks/lib/bet-summary';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { BetOrder } from '@/api/game';

withMockServer();

type Page = { list: BetOrder[]; total: number; summary: BetOrderSummary };
const AMOUNTS = ['betAmount', 'boundsAmount', 'winAmount', 'prizePoolAmount', 'prizePoolWinAmount'] as const;
const cents = (value: number) => Math.round(value * 100);

let token = '';
beforeEach(async () => {
  token = await login();
});

const fetchPage = async (path: string, query: Record<string, string | number>) =>
  (await call<Page>(path, { token, query: { pageSize: 1000, ...query } })).result;

/** Every row of the filtered set, page by page, and the summary of the first answer. */
async function everyRow(path: string, query: Record<string, string | number> = {}) {
  const first = await fetchPage(path, query);
  const rows = [...first.list];
  for (let current = 2; rows.length < first.total; current++)
    rows.push(...(await fetchPage(path, { ...query, current })).list);
  return { rows, summary: first.summary };
}

type Totals = Record<(typeof AMOUNTS)[number] | 'count', number>;

/** Per-currency totals computed here, in integer cents. */
function totalsByCurrency(rows: readonly BetOrder[]) {
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    const zero: Totals = {
      count: 0,
      betAmount: 0,
      boundsAmount: 0,
      winAmount: 0,
      prizePoolAmount: 0,
      prizePoolWinAmount: 0,
    };
    const sum = totals.get(row.currencyCode) ?? zero;
    sum.count += 1;
    for (const key of AMOUNTS) sum[key] += cents(row[key]);
    totals.set(row.currencyCode, sum);
  }
  return totals;
}

function expectTotals(summary: CurrencyTotals | BetOrderSummary, expected: Totals) {
  expect(summary.count).toBe(expected.count);
  for (const key of AMOUNTS) expect(cents(summary[key] ?? NaN), key).toBe(expected[key]);
}

describe('bet order summary', () => {
  it("a mixed-currency day: one entry per currency equal to that currency's rows, no top-level amounts", async () => {
    const { rows, summary } = await everyRow('/api/game/betOrder/list');
    const expected = totalsByCurrency(rows);
    expect(expected.size).toBeGreaterThan(1);
    expect(summary.count).toBe(rows.length);
    expect(summary.byCurrency.map((c) => c.currencyCode)).toEqual([...expected.keys()].sort());
    for (const entry of summary.byCurrency) expectTotals(entry, expected.get(entry.currencyCode)!);
    expect(summary).not.toHaveProperty('currencyCode');
    for (const key of AMOUNTS) expect(summary).not.toHaveProperty(key);
  });

  it('a currency filter gives the native totals at the top level, and merchant filters hold', async () => {
    const { rows, summary } = await everyRow('/api/game/failed/list', { currencyCode: 'USD' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.currencyCode === 'USD')).toBe(true);
    expect(summary).toMatchObject({ currencyCode: 'USD', count: rows.length });
    expectTotals(summary, totalsByCurrency(rows).get('USD')!);
    const byMerchant = await fetchPage('/api/game/betOrder/list', { merchantId: 201, currencyCode: 'USD' });
    expect(byMerchant.list.every((r) => (r as BetOrder & { merchantId: number }).merchantId === 201)).toBe(true);
  });

  it('an empty set has zero totals; a player list always has its currency', async () => {
    const empty = await fetchPage('/api/game/betOrder/list', { playerId: 1 });
    expect(empty.summary).toEqual({
      byCurrency: [],
      count: 0,
      currencyCode: '',
      ...Object.fromEntries(AMOUNTS.map((k) => [k, 0])),
    });
    const { rows, summary } = await everyRow('/api/player/betOrder', { playerId: 880001 });
    expect(summary).toMatchObject({ currencyCode: 'CNY', count: rows.length });
    expectTotals(summary, totalsByCurrency(rows).get('CNY')!);
  });
});

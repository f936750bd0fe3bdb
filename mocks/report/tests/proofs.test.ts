// @vitest-environment node
// The figures that must add up across the order reports (reports.md 3.9): A2-A6, on real generated days.
import { beforeEach, describe, expect, it } from 'vitest';
import { round2 } from '@mocks/lib/random';
import { feeOf, termsOn } from '@mocks/domain/org/rate-terms';
import { lastDayOfMonth } from '@mocks/domain/reports/period';
import { rateOn } from '@mocks/domain/rates/currency-rate';
import { login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { centsSum, dayOf, listAll, span, wholeDay, warmReports } from '@mocks/report/tests/support';
import type { CurrencyReportRow, GameReportRow, MerchantReportRow, PlayerReportRow, ReportAmounts } from '@/api/report';

withMockServer();
warmReports();

const ADDITIVE = [
  'betCount',
  'roundCount',
  'betAmount',
  'boundsAmount',
  'userWinAmount',
  'companyWinAmount',
  'prizePoolAmount',
  'prizePoolWinAmount',
] as const;
const CNY = ['betAmountCny', 'boundsAmountCny', 'companyWinAmountCny'] as const;

type Amounts = ReportAmounts & { currencyCode: string };
const totals = (rows: readonly Amounts[], fields: readonly (keyof ReportAmounts)[]) =>
  Object.fromEntries(fields.map((f) => [f, centsSum(rows, (r) => r[f] as number)]));
const pick = (row: Amounts, fields: readonly (keyof ReportAmounts)[]) =>
  Object.fromEntries(fields.map((f) => [f, row[f]]));

let token = '';
beforeEach(async () => {
  token = await login();
});

describe('A2, A3: the same orders grouped by game, merchant, currency and player', () => {
  it.each([-1, -6])(
    'day %i: Σ games = Σ merchants = the currency row; Σ players = the merchant row',
    async (offset) => {
      const date = wholeDay(dayOf(offset));
      const games = (await listAll<GameReportRow>(token, '/api/report/game/list', { date })).list;
      const merchants = (await listAll<MerchantReportRow>(token, '/api/report/merchant/list', { date })).list;
      const currencies = (await listAll<CurrencyReportRow>(token, '/api/report/currency/list', { date })).list;
      expect(currencies.length).toBeGreaterThan(2);
      for (const c of currencies) {
        const of = <T extends Amounts>(rows: T[]) => rows.filter((r) => r.currencyCode === c.currencyCode);
        expect(totals(of(games), ADDITIVE)).toEqual(pick(c, ADDITIVE));
        expect(totals(of(merchants), ADDITIVE)).toEqual(pick(c, ADDITIVE));
        expect(c.merchantCount).toBe(of(merchants).length);
      }
      for (const m of merchants.filter((_, i) => i % 4 === 0)) {
        const players = await listAll<PlayerReportRow>(token, '/api/report/player/list', {
          date,
          merchantId: m.merchantId,
          currencyCode: m.currencyCode,
        });
        expect(totals(players.list, ADDITIVE)).toEqual(pick(m, ADDITIVE));
        expect(players.total).toBe(m.playerCount);
      }
    },
  );
});

describe('A4: a month row is the sum of its day rows', () => {
  it('game, merchant and currency month rows: additive fields and every …Cny field, exactly', async () => {
    const month = dayOf(0).slice(0, 7);
    // The history reaches back to the 1st of last month, so the current month is whole (at most 31 days).
    const from = `${month}-01`;
    for (const path of ['/api/report/game/list', '/api/report/merchant/list', '/api/report/currency/list']) {
      const days = (await listAll<Amounts & Record<string, unknown>>(token, path, { date: span(from, dayOf(0)) })).list;
      const months = (await listAll<Amounts & Record<string, unknown>>(token, path, { period: 'month' })).list;
      expect(months.every((r) => r.statDate === month && r.rate === null)).toBe(true);
      const keyOf = (r: Record<string, unknown>) =>
        `${String(r.gameId ?? r.merchantId ?? '')}|${String(r.currencyCode)}`;
      for (const m of months) {
        const mine = days.filter((d) => keyOf(d) === keyOf(m));
        expect(totals(mine, [...ADDITIVE, ...CNY])).toEqual(pick(m, [...ADDITIVE, ...CNY]));
      }
      expect(new Set(days.map(keyOf)).size).toBe(months.length);
    }
  });
});

describe('A5: CNY at the day’s rate', () => {
  it('xCny = round2(x × rate(c, d)) on both sides of the USD rate change; the currency report’s rate is it', async () => {
    expect(rateOn('USD', dayOf(-11))).not.toBe(rateOn('USD', dayOf(-10)));
    for (const day of [dayOf(-11), dayOf(-10), dayOf(-1)]) {
      const date = wholeDay(day);
      const games = (await listAll<GameReportRow>(token, '/api/report/game/list', { date })).list;
      for (const r of games) {
        const rate = rateOn(r.currencyCode, day);
        expect(r.rate).toBe(rate);
        // JSON has no -0: compare a product that rounds to -0 as 0.
        expect(r.betAmountCny).toBe(round2(r.betAmount * rate) + 0);
        expect(r.boundsAmountCny).toBe(round2(r.boundsAmount * rate) + 0);
        expect(r.companyWinAmountCny).toBe(round2(r.companyWinAmount * rate) + 0);
      }
      const currencies = (await listAll<CurrencyReportRow>(token, '/api/report/currency/list', { date })).list;
      for (const c of currencies) expect(c.rate).toBe(rateOn(c.currencyCode, day));
      expect(currencies.find((c) => c.currencyCode === 'CNY')?.rate).toBe(1);
    }
  });
});

describe('A6: fees per the month’s terms (merchant.md 2.3)', () => {
  it('month rows, both cooperation types; day rows carry no fee and a day view no fee total (3.4)', async () => {
    const month = dayOf(0).slice(0, 7);
    const monthRows = (await listAll<MerchantReportRow>(token, '/api/report/merchant/list', { period: 'month' })).list;
    const dayRows = (
      await listAll<MerchantReportRow>(token, '/api/report/merchant/list', { date: wholeDay(dayOf(-1)) })
    ).list;
    expect(new Set(monthRows.map((r) => r.cooperationType))).toEqual(new Set([1, 2]));
    expect(dayRows.length).toBeGreaterThan(0);
    for (const r of dayRows) {
      const term = termsOn(r.merchantId, r.statDate.slice(0, 7))!;
      expect([r.cooperationType, r.feeRate, r.feeAmount, r.feeAmountCny]).toEqual([
        term.cooperationType,
        term.rate,
        null,
        null,
      ]);
    }
    const daySummary = (
      await listAll<MerchantReportRow>(token, '/api/report/merchant/list', { date: wholeDay(dayOf(-1)) })
    ).summary;
    expect(daySummary).not.toHaveProperty('feeAmountCny');
    expect(daySummary).not.toHaveProperty('feeAmount');
    for (const r of monthRows) {
      const term = termsOn(r.merchantId, r.statDate.slice(0, 7))!;
      expect([r.cooperationType, r.feeRate]).toEqual([term.cooperationType, term.rate]);
      const base = term.cooperationType === 1 ? Math.max(0, r.companyWinAmount) : r.betAmount;
      expect(r.feeAmount).toBe(round2((base * term.rate) / 100));
      expect(r.feeAmount).toBe(feeOf(term, r.betAmount, r.companyWinAmount));
      const rate = r.rate ?? rateOn(r.currencyCode, lastDayOfMonth(month));
      expect(r.feeAmountCny).toBe(round2(r.feeAmount! * rate) + 0);
    }
    const summary = (await listAll<MerchantReportRow>(token, '/api/report/merchant/list', { period: 'month' })).summary;
    expect(summary.feeAmountCny).toBe(centsSum(monthRows, (r) => r.feeAmountCny!));
  });
});

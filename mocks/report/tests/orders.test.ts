// @vitest-environment node
// The order reports over HTTP on real generated days: A1 (a game row is its counted orders), limits, scope, summary.
import { beforeEach, describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import {
  centsSum,
  dayOf,
  listAll,
  ordersOf,
  span,
  wholeDay,
  type Listed,
  warmReports,
} from '@mocks/report/tests/support';
import type { GameReportRow, MerchantReportRow } from '@/api/report';

withMockServer();
warmReports();

let token = '';
beforeEach(async () => {
  token = await login();
});

describe('report.game', () => {
  it('A1: a day row is the sum of its counted orders (bet order list, status 1, settlement time)', async () => {
    const day = dayOf(-1);
    const rows = await listAll<GameReportRow>(token, '/api/report/game/list', { date: wholeDay(day) });
    expect(rows.total).toBeGreaterThan(10);
    const picked = rows.list.filter((_, i) => i % Math.ceil(rows.total / 4) === 0);
    for (const row of picked) {
      // The filters the report's drill sends the list (src/resources/report/game.test.tsx checks them on the wire):
      // no dateType, which the list reads as settlement time.
      const orders = await ordersOf(token, {
        dataType: 'es',
        gameId: row.gameId,
        currencyCode: row.currencyCode,
        status: 1,
        date: wholeDay(day),
      });
      expect(row.statDate).toBe(day);
      expect(row.betCount).toBe(orders.length);
      expect(row.roundCount).toBe(orders.filter((o) => Number(o.betAmount) > 0).length);
      expect(row.betAmount).toBe(centsSum(orders, (o) => Number(o.betAmount)));
      expect(row.boundsAmount).toBe(centsSum(orders, (o) => Number(o.boundsAmount)));
      expect(row.prizePoolAmount).toBe(centsSum(orders, (o) => Number(o.prizePoolAmount)));
      expect(row.prizePoolWinAmount).toBe(centsSum(orders, (o) => Number(o.prizePoolWinAmount)));
      expect(row.playerCount).toBe(new Set(orders.map((o) => o.playerId)).size);
    }
  });

  it('defaults to today, sorts statDate desc then betAmountCny desc, pages, and refuses 40 days or 13 months', async () => {
    const today = await listAll<GameReportRow>(token, '/api/report/game/list');
    expect(today.list.every((r) => r.statDate === dayOf(0))).toBe(true);
    const cny = today.list.map((r) => r.betAmountCny);
    expect(cny).toEqual([...cny].sort((a, b) => b - a));
    const page = await call<Listed<GameReportRow>>('/api/report/game/list', {
      token,
      query: { pageSize: 5, current: 2 },
    });
    expect(page.result.list).toEqual(today.list.slice(5, 10));
    const long = await call('/api/report/game/list', { token, query: { date: span(dayOf(-39), dayOf(0)) } });
    expect(long.state).toBe(0);
    expect(long.msg).toBe('日报查询范围不能超过31天');
    const en = await call('/api/report/game/list', {
      token,
      lang: 'en-US',
      query: { period: 'month', date: span('2025-01-01', dayOf(0)) },
    });
    expect(en).toMatchObject({ state: 0, msg: 'A monthly report cannot span more than 12 months' });
    const ok = await call('/api/report/game/list', { token, query: { date: span(dayOf(-30), dayOf(0)) } });
    expect(ok.state).toBe(1);
  });
});

describe('every report', () => {
  it.each(['game', 'merchant', 'player', 'currency', 'balance', 'diff'])('%s refuses 40 days', async (name) => {
    const res = await call(`/api/report/${name}/list`, { token, query: { date: span(dayOf(-39), dayOf(0)) } });
    expect(res).toMatchObject({ state: 0, msg: '日报查询范围不能超过31天' });
  });
});

describe('scope and summary (README 0.3, 0.4)', () => {
  it('a merchant-team user sees only its team; a filter outside the scope gives an empty list', async () => {
    const team = await login('team');
    const date = wholeDay(dayOf(-1));
    const mine = await listAll<MerchantReportRow>(team, '/api/report/merchant/list', { date });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.merchantTeamId === 1)).toBe(true);
    const other = await listAll<MerchantReportRow>(team, '/api/report/merchant/list', { date, merchantId: 201 });
    expect(other.total).toBe(0);
    const games = await listAll<GameReportRow>(team, '/api/report/game/list', { date, merchantTeamId: 2 });
    expect(games.total).toBe(0);
    // The merchant role holds no report page.
    const merchant = await login('merchant');
    expect((await call('/api/report/game/list', { token: merchant })).state).toBe(0);
  });

  it('a merchant user holding the report keys sees only its own merchant, in every report', async () => {
    const keys = [
      'report.game',
      'report.merchant',
      'report.player',
      'report.currency',
      'report.balance',
      'report.diff',
    ];
    const merchant = openSession(addTestAccount(keys, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    const query = { date: span(dayOf(-3), dayOf(-1)), onlyDiff: 0 };
    for (const name of ['merchant', 'player', 'balance', 'diff']) {
      const rows = await listAll<{ merchantId: number }>(merchant, `/api/report/${name}/list`, query);
      expect(rows.total).toBeGreaterThan(0);
      expect(rows.list.every((r) => r.merchantId === 101)).toBe(true);
    }
    const mine = await listAll<MerchantReportRow>(merchant, '/api/report/merchant/list', query);
    const games = await listAll<GameReportRow>(merchant, '/api/report/game/list', query);
    const currencies = await listAll<GameReportRow>(merchant, '/api/report/currency/list', query);
    expect(games.summary.betCount).toBe(mine.summary.betCount);
    expect(currencies.summary.betAmountCny).toBe(mine.summary.betAmountCny);
    expect(currencies.summary.merchantCount).toBe(1);
    expect((await listAll(merchant, '/api/report/game/list', { ...query, merchantId: 102 })).total).toBe(0);
  });

  it('mixed currencies: counts and CNY only; one currency: native amounts too; playerCount distinct', async () => {
    const date = span(dayOf(-3), dayOf(-1));
    const mixed = await listAll<GameReportRow>(token, '/api/report/game/list', { date });
    expect(mixed.summary.betAmount).toBeUndefined();
    expect(mixed.summary.betCount).toBe(mixed.list.reduce((s, r) => s + r.betCount, 0));
    expect(mixed.summary.betAmountCny).toBe(centsSum(mixed.list, (r) => r.betAmountCny));
    const one = await listAll<GameReportRow>(token, '/api/report/game/list', { date, currencyCode: 'USD' });
    expect(one.summary.betAmount).toBe(centsSum(one.list, (r) => r.betAmount));
    expect(one.summary.rtp).toBe(Math.round((one.summary.boundsAmount! / one.summary.betAmount!) * 10000) / 100);
    const players = await listAll<{ playerId: number }>(token, '/api/report/player/list', {
      date,
      currencyCode: 'USD',
    });
    expect(one.summary.playerCount).toBe(new Set(players.list.map((p) => p.playerId)).size);
    expect(one.summary.playerCount).toBeLessThan(one.list.reduce((s, r) => s + r.playerCount, 0));
  });
});

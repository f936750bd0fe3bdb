// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { call, dateRange, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { BetOrder } from '@/api/game';
import type { WalletTransferRow } from '@/api/player';

withMockServer();

const LOG_CALLS = [
  '/api/player/betOrder',
  '/api/player/onlineLog',
  '/api/player/translateLog',
  '/api/player/balanceLog',
];
const day = (offset: number, end = false) => formatTime(startOfToday() + offset * DAY_MS + (end ? DAY_MS - 1000 : 0));
const today = () => dateRange(day(0), day(0, true));

let token = '';
beforeEach(async () => {
  token = await login();
});

describe('the 7-day rule', () => {
  it('refuses ranges over 7 days on every log call, with a localized message', async () => {
    for (const path of LOG_CALLS) {
      const long = await call(path, {
        token,
        lang: 'en-US',
        query: { playerId: 880001, date: dateRange(day(-7), day(0, true)) },
      });
      expect(long.state, path).toBe(0);
      expect(long.msg).toBe('The time range cannot exceed 7 days');
      const week = await call(path, { token, query: { playerId: 880001, date: dateRange(day(-6), day(0, true)) } });
      expect(week.state, path).toBe(1);
    }
  });

  it('refuses a malformed range and an unknown player', async () => {
    expect((await call('/api/player/betOrder', { token, query: { playerId: 880001, date: 'yesterday' } })).state).toBe(
      0,
    );
    expect((await call('/api/player/betOrder', { token, query: { playerId: 42, date: today() } })).state).toBe(0);
  });
});

describe('bet orders', () => {
  it('always has rows today, stable between calls, with a summary over the whole filtered set', async () => {
    const query = { playerId: 880001, date: today(), pageSize: 1000 };
    const a = await call<ListResult<BetOrder>>('/api/player/betOrder', { token, query });
    const b = await call<ListResult<BetOrder>>('/api/player/betOrder', { token, query });
    expect(a.result.total).toBeGreaterThan(0);
    expect(b.result).toEqual(a.result);
    const sum = (k: 'betAmount' | 'boundsAmount' | 'winAmount') => a.result.list.reduce((s, r) => s + r[k], 0);
    expect(a.result.summary?.betAmount).toBeCloseTo(sum('betAmount'), 2);
    expect(a.result.summary?.winAmount).toBeCloseTo(sum('boundsAmount') - sum('betAmount'), 2);
    const paged = await call<ListResult<BetOrder>>('/api/player/betOrder', {
      token,
      query: { ...query, pageSize: 2, current: 2 },
    });
    expect(paged.result.list).toEqual(a.result.list.slice(2, 4));
    expect(paged.result.total).toBe(a.result.total);
  });

  it('filters by child id or parent id', async () => {
    const all = await call<ListResult<BetOrder>>('/api/player/betOrder', {
      token,
      query: { playerId: 880001, pageSize: 1000 },
    });
    const order = all.result.list[0];
    if (!order) throw new Error('no orders');
    const byId = await call<ListResult<BetOrder>>('/api/player/betOrder', {
      token,
      query: { playerId: 880001, id: order.id },
    });
    expect(byId.result.list.map((r) => r.id)).toEqual([order.id]);
    const byPid = await call<ListResult<BetOrder>>('/api/player/betOrder', {
      token,
      query: { playerId: 880001, id: order.pid, idType: 'pid' },
    });
    expect(byPid.result.list.every((r) => r.pid === order.pid)).toBe(true);
    expect(byPid.result.total).toBe(all.result.list.filter((r) => r.pid === order.pid).length);
  });

  it('answers an absolute detail URL on the request origin that serves an HTML page', async () => {
    const orders = await call<ListResult<BetOrder>>('/api/player/betOrder', {
      token,
      query: { playerId: 880001, date: today() },
    });
    const id = orders.result.list[0]?.id ?? '';
    const detail = await call<{ url: string }>('/api/game/betOrder/detail', {
      token,
      query: { id },
      origin: 'http://console.test:8080',
    });
    expect(detail.result.url.startsWith('http://console.test:8080/api/game/betOrder/view?')).toBe(true);
    const page = await fetch(detail.result.url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain(id);
  });
});

describe('other player tabs', () => {
  it('computes game stats win/loss from bet and payout', async () => {
    const res = await call<
      ListResult<{ betAmount: number; boundsAmount: number; userWinAmount: number; companyWinAmount: number }>
    >('/api/player/gameStats', { token, query: { playerId: 880001 } });
    expect(res.result.total).toBeGreaterThan(0);
    for (const row of res.result.list) {
      expect(row.userWinAmount).toBeCloseTo(row.boundsAmount - row.betAmount, 2);
      expect(row.companyWinAmount).toBeCloseTo(-row.userWinAmount, 2);
    }
  });

  it('localizes transfer names and filters by trade type', async () => {
    const query = { playerId: 880001, tradeType: 100, date: dateRange(day(-6), day(0, true)), pageSize: 200 };
    const pt = await call<ListResult<WalletTransferRow>>('/api/player/translateLog', { token, lang: 'pt-BR', query });
    expect(pt.result.total).toBeGreaterThan(0);
    expect(pt.result.list.every((r) => r.tradeTypeName === 'Depósito')).toBe(true);
  });

  it('transfers add up: a success moves the balance by its signed amount (withdrawals negative), others not at all', async () => {
    const query = { date: dateRange(day(-6), day(0, true)), pageSize: 1000 };
    const res = await call<ListResult<WalletTransferRow & { tradeType: number }>>('/api/player/translateWallet/list', {
      token,
      query,
    });
    expect(res.result.list.length).toBeGreaterThan(500);
    for (const r of res.result.list) {
      if (r.tradeState === 0) expect(r.balanceAfter - r.balanceBefore).toBeCloseTo(r.tradeAmount, 2);
      else expect(r.balanceAfter).toBe(r.balanceBefore);
      expect(Math.sign(r.tradeAmount)).toBe(r.tradeType === 200 ? -1 : 1);
    }
  });

  it('filters the player list and sorts it', async () => {
    const res = await call<ListResult<{ id: number; merchantId: number; balance: number }>>('/api/player/page', {
      token,
      query: { merchantId: 101, sortField: 'balance', sortOrder: 'desc', pageSize: 200 },
    });
    expect(res.result.total).toBeGreaterThan(0);
    expect(res.result.list.every((r) => r.merchantId === 101)).toBe(true);
    const balances = res.result.list.map((r) => r.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const all = await call<ListResult<{ id: number }>>('/api/player/page', { token });
    expect(all.result.total).toBeGreaterThanOrEqual(600);
  });
});

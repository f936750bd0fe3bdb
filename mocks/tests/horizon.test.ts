// @vitest-environment node
// Generated history stops at "now" (mocks/lib/horizon.ts). The suite runs with VITE_MOCK_HORIZON=day; these tests
// switch it back to the default and put the clock at 03:00 today (UTC+8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, HOUR_MS, formatTime, parseTime, startOfToday } from '@mocks/lib/time';
import { call, dateRange, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { BetOrder } from '@/api/game';
import type { BalanceLogRow, OnlineLogRow, WalletTransferRow } from '@/api/player';

withMockServer();

const today = startOfToday();
const now = today + 3 * HOUR_MS;
const NOW = formatTime(now);
const wholeToday = dateRange(formatTime(today), formatTime(today + DAY_MS - 1000));
const PLAYER = 880001;

let token = '';
const list = async <T>(path: string, query: Record<string, string | number> = {}) =>
  (await call<ListResult<T>>(path, { token, query: { pageSize: 1000, ...query } })).result;

beforeEach(async () => {
  token = await login();
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the data horizon', () => {
  it('shows no bet order settled after now, and the rest of today once the horizon is the whole day', async () => {
    vi.stubEnv('VITE_MOCK_HORIZON', 'now');
    const early = await list<BetOrder>('/api/game/betOrder/list');
    expect(early.total).toBeGreaterThan(0);
    expect(early.list.every((r) => r.balanceTime <= NOW)).toBe(true);
    expect(now - parseTime(early.list[0]!.balanceTime)!).toBeLessThan(HOUR_MS); // the newest row is minutes old

    vi.stubEnv('VITE_MOCK_HORIZON', 'day');
    const later = await list<BetOrder>('/api/game/betOrder/list');
    expect(later.total).toBeGreaterThan(early.total);
    const future = later.list.find((r) => r.balanceTime > NOW)!;

    vi.stubEnv('VITE_MOCK_HORIZON', 'now');
    expect((await list<BetOrder>('/api/game/betOrder/list', { id: future.id })).total).toBe(0);
    const view = await fetch(`http://localhost/api/game/betOrder/view?id=${future.id}`);
    expect(await view.text()).toContain(`注单不存在: ${future.id}`);
  });

  it("keeps a player's logs before now, and the ledger still ends at the player's balance", async () => {
    vi.stubEnv('VITE_MOCK_HORIZON', 'now');
    const query = { playerId: PLAYER, date: wholeToday };
    const orders = await list<BetOrder>('/api/player/betOrder', query);
    expect(orders.list.every((r) => r.balanceTime <= NOW)).toBe(true);
    const sessions = await list<OnlineLogRow>('/api/player/onlineLog', query);
    expect(sessions.list.every((r) => r.endTime <= NOW)).toBe(true);
    const transfers = await list<WalletTransferRow>('/api/player/translateLog', query);
    expect(transfers.list.every((r) => r.finishTime <= NOW)).toBe(true);
    const everyone = await list<WalletTransferRow>('/api/player/translateWallet/list');
    expect(everyone.total).toBeGreaterThan(0);
    expect(everyone.list.every((r) => r.tradeTime <= NOW && r.finishTime <= NOW)).toBe(true);

    const week = dateRange(formatTime(today - 6 * DAY_MS), formatTime(now));
    const ledger = await list<BalanceLogRow>('/api/player/balanceLog', { playerId: PLAYER, date: week });
    expect(ledger.list.every((r) => r.tradeTime <= NOW)).toBe(true);
    const balance = (await call<{ balance: number }>('/api/player/balance', { token, query: { playerId: PLAYER } }))
      .result.balance;
    expect(ledger.list[0]!.balanceAfter).toBeCloseTo(balance, 2);
  });
});

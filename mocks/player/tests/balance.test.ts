// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { formatTime, startOfToday } from '@mocks/lib/time';
import { call, dateRange, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { BalanceLogRow, PlayerInfo } from '@/api/player';

withMockServer();

const today = () => dateRange(formatTime(startOfToday()), formatTime(startOfToday() + 86_399_000));
let token = '';
beforeEach(async () => {
  token = await login();
});

const balanceOf = async (playerId = 880001) =>
  (await call<{ balance: number }>('/api/player/balance', { token, query: { playerId } })).result.balance;

const adjustments = async (lang = 'zh-CN') =>
  (
    await call<ListResult<BalanceLogRow & { transType: number }>>('/api/player/balanceLog', {
      token,
      lang,
      query: { playerId: 880001, transType: 950, date: today(), pageSize: 200 },
    })
  ).result.list;

describe('player 880001', () => {
  it('is a real CNY transfer-wallet account with about 10,000', async () => {
    const res = await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: 880001 } });
    expect(res.result.info).toMatchObject({ type: 1, walletType: 3, walletMode: 1, state: 1, currencyCode: 'CNY' });
    expect(res.result.info.balance).toBeGreaterThan(9000);
    expect(res.result.info.balance).toBeLessThan(11000);
  });
});

describe('updateBalance', () => {
  it('adds 100.50 and writes a 950 ledger row with the reason and the new balance', async () => {
    const before = await balanceOf();
    const res = await call('/api/player/updateBalance', {
      token,
      lang: 'en-US',
      body: { playerId: 880001, balance: 100.5, verifyCode: '8888', remark: 'Goodwill credit #42' },
    });
    expect(res.state).toBe(1);
    expect(res.msg).toBe('Operation succeeded');
    expect(res.result).toBeNull();
    const after = await balanceOf();
    expect(after).toBeCloseTo(before + 100.5, 2);
    const row = (await adjustments('en-US')).find((r) => r.remark === 'Goodwill credit #42');
    expect(row).toMatchObject({ transType: 950, transTypeName: 'Back-office adjustment', amount: 100.5 });
    expect(row?.balanceBefore).toBeCloseTo(before, 2);
    expect(row?.balanceAfter).toBeCloseTo(after, 2);
    const info = await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: 880001 } });
    expect(info.result.info.balance).toBeCloseTo(after, 2);
  });

  it('refuses a change below zero and changes nothing', async () => {
    const before = await balanceOf();
    const rowsBefore = (await adjustments()).length;
    const res = await call('/api/player/updateBalance', {
      token,
      body: { playerId: 880001, balance: -(before + 0.01), verifyCode: '8888', remark: 'too much' },
    });
    expect(res.state).toBe(0);
    expect(res.msg).toBe('调整后余额不能小于0');
    expect(await balanceOf()).toBe(before);
    expect(await adjustments()).toHaveLength(rowsBefore);
  });

  it('lets a change take the balance to exactly zero', async () => {
    // Over the seeded approval threshold (operations.md 7.1): with the rule off it applies at once.
    await call('/api/system/approval/rules/save', {
      token,
      body: { action: 'player.updateBalance', enabled: false },
    });
    const before = await balanceOf();
    const res = await call('/api/player/updateBalance', {
      token,
      body: { playerId: 880001, balance: -before, verifyCode: '1', remark: 'close out' },
    });
    expect(res.state).toBe(1);
    expect(await balanceOf()).toBe(0);
  });

  it('needs a verification code, a reason, a non-zero amount and a known player', async () => {
    const base = { playerId: 880001, balance: 5, verifyCode: '1', remark: 'r' };
    for (const body of [
      { ...base, verifyCode: '' },
      { ...base, remark: '  ' },
      { ...base, balance: 0 },
      { ...base, balance: 'abc' },
      { ...base, playerId: 123 },
    ]) {
      expect((await call('/api/player/updateBalance', { token, body })).state).toBe(0);
    }
  });

  it('refuses an amount it would have to round or that is out of range, and changes nothing', async () => {
    const before = await balanceOf();
    const base = { playerId: 880001, verifyCode: '1', remark: 'r' };
    for (const balance of [1.234, -0.001, 1e20, 1e12, '1e3', '99999999999999999999', 'Infinity']) {
      const res = await call('/api/player/updateBalance', { token, body: { ...base, balance } });
      expect(res.state, String(balance)).toBe(0);
      expect(res.msg).toBe('请输入有效的调整金额');
    }
    expect(await balanceOf()).toBe(before);
    expect(
      (await call('/api/player/updateBalance', { token, body: { ...base, balance: 999999999999.99 } })).state,
    ).toBe(1);
    expect((await call('/api/player/info', { token, query: { playerId: 999999 } })).state).toBe(0);
  });
});

describe('rtp', () => {
  it('sets RTP and BlackRtp, lists them and deletes back to 10000', async () => {
    const save = (type: number, rtp: number) =>
      call('/api/player/rtp/save', { token, body: { playerId: 880001, type, rtp, remark: 'risk check' } });
    expect((await save(1, 9000)).state).toBe(1);
    expect((await save(0, 8500)).state).toBe(1);
    expect((await save(2, 8500)).state).toBe(0);
    const info = await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: 880001 } });
    expect(info.result.info).toMatchObject({ rtp: 9000, blackRtp: 8500 });
    const list = await call<ListResult<{ id: number; type: number; remark: string }>>('/api/player/rtp/list', {
      token,
      query: { playerId: 880001 },
    });
    expect(list.result.list.map((r) => r.type).sort()).toEqual([0, 1]);
    expect(list.result.list[0]?.remark).toBe('risk check');
    expect((await call('/api/player/rtp/delete', { token, body: { id: 8800011 } })).state).toBe(1);
    const again = await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: 880001 } });
    expect(again.result.info).toMatchObject({ rtp: 10000, blackRtp: 8500 });
  });
});

// One valid call of each guarded action (operations.md 7.1), with how to read the value it changes, for the rules
// tests: each body passes every check the call has, so only the rule decides whether it applies.
import { formatTime, startOfToday } from '@mocks/lib/time';
import { call } from '@mocks/tests/client';
import type { GuardedAction } from '@/api/approvals';
import type { ListResult } from '@/api/common';
import type { GameControlRow, LogicRow } from '@/api/control';
import type { BillRow } from '@/api/merchant-bill';
import type { RateRow } from '@/api/merchant-rate';
import type { RtpRecord } from '@/api/player';

const [y = 0, m = 0] = formatTime(startOfToday()).slice(0, 7).split('-').map(Number);
const LAST_MONTH = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;

const get = async <T>(token: string, path: string, query: Record<string, string | number> = {}) =>
  (await call<ListResult<T>>(path, { token, query: { pageSize: 100, ...query } })).result.list;

export type GuardedCase = {
  path: string;
  body: Record<string, unknown>;
  /** The value the call changes, read back. */
  read: () => Promise<unknown>;
  /** What `read` gives once the call has applied. */
  applied: unknown;
};

/** A bill of last month (generated), in the status the action needs: 1 to adjust, 2 to pay. */
async function bill(token: string, status: 1 | 2, index: number): Promise<BillRow> {
  await call('/api/merchant/bill/generate', { token, body: { month: LAST_MONTH } });
  const bills = (await get<BillRow>(token, '/api/merchant/bill/list', { month: LAST_MONTH })).sort(
    (x, y) => x.id - y.id,
  );
  const first = bills[index] as BillRow;
  if (status === 2) await call('/api/merchant/bill/confirm', { token, body: { id: first.id } });
  return first;
}

const billOf = async (token: string, id: number) =>
  (await get<BillRow>(token, '/api/merchant/bill/list', { month: LAST_MONTH })).find((b) => b.id === id);

/** `variant` (0, 1, ...) makes each call change its record to another value, or pick another bill. */
export async function guardedCase(action: GuardedAction, token: string, variant = 0): Promise<GuardedCase> {
  if (action === 'player.updateBalance') {
    const balance = async () =>
      (await call<{ balance: number }>('/api/player/balance', { token, query: { playerId: 880001 } })).result.balance;
    const before = await balance();
    const body = { playerId: 880001, balance: 20000, verifyCode: '8888', remark: '规则测试' };
    return {
      path: '/api/player/updateBalance',
      body,
      read: balance,
      applied: Math.round((before + 20000) * 100) / 100,
    };
  }
  if (action === 'player.rtp.save') {
    const read = async () =>
      (await get<RtpRecord>(token, '/api/player/rtp/list', { playerId: 880001, type: 1 }))[0]?.rtp ?? 10000;
    const body = { playerId: 880001, type: 1, rtp: 9500 - variant, remark: '规则测试' };
    return { path: '/api/player/rtp/save', body, read, applied: 9500 - variant };
  }
  if (action === 'control.game.save') {
    const game = (await get<GameControlRow>(token, '/api/control/game/list'))[0] as GameControlRow;
    const target = Math.round((game.targetRtp - 1 - variant / 2) * 100) / 100;
    const read = async () =>
      (await get<GameControlRow>(token, '/api/control/game/list', { gameId: game.gameId }))[0]?.targetRtp;
    return { path: '/api/control/game/save', body: { id: game.id, targetRtp: target }, read, applied: target };
  }
  if (action === 'control.combineLogic.save') {
    const query = { gameId: 0, tier: 1 };
    const row = (await get<LogicRow>(token, '/api/control/combineLogic/list', { tier: 1 }))[0] as LogicRow;
    query.gameId = row.gameId;
    const read = async () =>
      (await get<LogicRow>(token, '/api/control/combineLogic/list', query)).find((r) => r.combineId === row.combineId)
        ?.weight;
    const body = { ...query, items: [{ combineId: row.combineId, weight: row.weight + 1 }] };
    return { path: '/api/control/combineLogic/save', body, read, applied: row.weight + 1 };
  }
  if (action === 'merchant.rate.save') {
    const read = async () =>
      (await get<RateRow>(token, '/api/merchant/rate/list')).find((r) => r.merchantId === 101)?.nextRate;
    const body = { merchantId: 101, gameType: 1, nextCooperationType: 1, nextRate: 7.5 + variant, remark: '规则测试' };
    return { path: '/api/merchant/rate/save', body, read, applied: 7.5 + variant };
  }
  const status = action === 'merchant.bill.adjust' ? 1 : 2;
  const first = await bill(token, status, variant);
  if (action === 'merchant.bill.adjust') {
    const body = { id: first.id, adjustAmount: 500, remark: '规则测试调整' };
    return {
      path: '/api/merchant/bill/adjust',
      body,
      read: async () => (await billOf(token, first.id))?.adjustAmount,
      applied: 500,
    };
  }
  const body = { id: first.id, paidAmount: Math.max(first.payableAmount, 0), remark: '' };
  return {
    path: '/api/merchant/bill/pay',
    body,
    read: async () => (await billOf(token, first.id))?.status,
    applied: 3,
  };
}

// @vitest-environment node
// Data scope on detail calls and actions: a player or bet order outside the caller's scope answers exactly like one
// that does not exist, so the scope does not tell which ids exist, and nothing changes.
import { describe, expect, it } from 'vitest';
import { ordersInRange, ORDER_STATUS } from '@mocks/domain/orders/bet-orders';
import { DAY_MS, startOfToday } from '@mocks/lib/time';
import { getPlayer } from '@mocks/domain/players/players';
import { seedPlayers } from '@mocks/domain/players/seed-players';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';

withMockServer();

const UNKNOWN = 1;
/** Seen by `team` (team 1) and `merchant` (merchant 101): 880001. Outside both: another team's player. */
const outsideTeam = seedPlayers().find((p) => p.merchantTeamId !== 1)!.id;
/** In team 1 but another merchant: inside `team`'s scope, outside `merchant`'s. */
const teamMate = seedPlayers().find((p) => p.merchantTeamId === 1 && p.merchantId !== 101)!.id;

const GETS = ['info', 'balance', 'gameStats', 'betOrder', 'onlineLog', 'translateLog', 'balanceLog'];
const POSTS: [string, (id: number) => object][] = [
  ['updateBalance', (id) => ({ playerId: id, balance: 10, verifyCode: '8888', remark: 'scope' })],
  ['rtp/save', (id) => ({ playerId: id, type: 1, rtp: 9000, remark: 'scope' })],
  ['rtp/delete', (id) => ({ id: id * 10 + 1 })],
  ['update', (id) => ({ id, state: 0, reason: 'scope' })],
  ['kickOut', (id) => ({ id })],
  ['resetGame', (id) => ({ id })],
];

async function ask(token: string, what: string, playerId: number) {
  const post = POSTS.find(([name]) => name === what);
  const path = `/api/player/${what}`;
  const res = post
    ? await call(path, { token, body: post[1](playerId) })
    : await call(path, { token, query: { playerId } });
  return { state: res.state, msg: res.msg };
}

describe('player detail calls and actions', () => {
  it('answer another scope like an unknown player, and change nothing', async () => {
    const token = await login('team');
    const before = getPlayer(outsideTeam)!;
    for (const what of [...GETS, ...POSTS.map(([name]) => name)]) {
      const unknown = await ask(token, what, UNKNOWN);
      expect(unknown.state, what).toBe(0);
      expect(await ask(token, what, outsideTeam), what).toEqual(unknown);
      expect((await ask(token, what, teamMate)).state, `${what} in scope`).toBe(1);
    }
    const after = getPlayer(outsideTeam)!;
    expect([after.balance, after.rtp, after.state]).toEqual([before.balance, before.rtp, before.state]);
  });

  it('a merchant user sees only its merchant, not the rest of its team', async () => {
    const token = await login('merchant');
    for (const what of GETS.filter((name) => name !== 'onlineLog')) {
      expect((await ask(token, what, 880001)).state, what).toBe(1);
      expect(await ask(token, what, teamMate), what).toEqual({ state: 0, msg: '玩家不存在' });
    }
  });
});

describe('bet order detail and status change', () => {
  const today = startOfToday();
  const pendingOf = (teamId: number) =>
    ordersInRange(
      { start: today, end: today + DAY_MS - 1000 },
      (r) => r.status === ORDER_STATUS.pending && r.merchantTeamId === teamId,
    )[0]!;
  const page = async (token: string, id: string) => {
    const detail = await call<{ url: string }>('/api/game/betOrder/detail', { token, query: { id } });
    expect(detail.state).toBe(1);
    return { url: detail.result.url, html: await (await fetch(detail.result.url)).text() };
  };

  it('the detail page of another scope reads like an unknown order, and a changed URL shows nothing', async () => {
    const token = await login('team');
    const inside = pendingOf(1);
    const outside = pendingOf(2);
    expect((await page(token, inside.id)).html).not.toContain('注单不存在');
    expect((await page(token, outside.id)).html).toContain(`注单不存在: ${outside.id}`);
    expect((await page(token, '20000880001000101')).html).toContain('注单不存在');
    const { url } = await page(token, inside.id);
    const forged = await fetch(url.replace(/([?&]scope=)[^&]+/, '$1all'));
    expect(await forged.text()).toContain(`注单不存在: ${inside.id}`);
  });

  it('changeStatus refuses another scope like an unknown order; the adjustment list shows only the scope', async () => {
    const admin = await login('admin');
    const team = await login('team');
    const inside = pendingOf(1);
    const outside = pendingOf(2);
    const change = (token: string, id: string) =>
      call('/api/game/betOrder/changeStatus', { token, body: { id, status: ORDER_STATUS.failed } });
    const unknown = await change(team, '20000880001000101');
    const refused = await change(team, outside.id);
    expect([refused.state, refused.msg]).toEqual([0, unknown.msg]);
    expect((await change(team, inside.id)).state).toBe(1);
    expect((await change(admin, outside.id)).state).toBe(1);
    const adjustments = (token: string) =>
      call<ListResult<{ id: string }>>('/api/game/adjustment/list', { token }).then((r) =>
        r.result.list.map((a) => a.id),
      );
    expect(await adjustments(admin)).toEqual([outside.id, inside.id]);
    expect(await adjustments(team)).toEqual([inside.id]);
  });
});

// @vitest-environment node
// Data scope by user type (back-office README 0.4) on the lists: admin (type 1) sees every merchant, `team` (type 2,
// team 1) its team's merchants, a merchant user (type 3, merchant 101) its own; a filter outside the scope finds
// nothing. The demo `merchant` role holds no game keys, so the type 3 caller here is `merchant`'s scope with every key.
import { describe, expect, it } from 'vitest';
import { seedPlayer, seedPlayers } from '@mocks/domain/players/seed-players';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login, ORIGIN } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ExportTask, InitSelectData, ListResult } from '@/api/common';

withMockServer();

type Org = { playerId?: number; id?: number; merchantTeamId?: number; merchantId?: number };
const USERS = {
  admin: () => true,
  team: (r: Org) => r.merchantTeamId === 1,
  merchant: (r: Org) => r.merchantId === 101,
} as const;
type User = keyof typeof USERS;

const merchantScope = ACCOUNTS.find((a) => a.username === 'merchant')!;
const merchantWithEveryKey = addTestAccount(ALL_PERMISSIONS, merchantScope);
const tokenOf = async (user: User) => (user === 'merchant' ? openSession(merchantWithEveryKey) : login(user));

const list = async (user: User, path: string, query: Record<string, string | number> = {}) => {
  const res = await call<ListResult<Org>>(path, { token: await tokenOf(user), query: { pageSize: 1000, ...query } });
  expect(res.state, res.msg).toBe(1);
  return res.result;
};
/** A row's merchant, from the row or, for rows without one (transfers), from its player. */
const orgOf = (row: Org): Org => {
  const seed = seedPlayer(row.playerId ?? row.id ?? 0);
  return { merchantTeamId: row.merchantTeamId ?? seed?.merchantTeamId, merchantId: row.merchantId ?? seed?.merchantId };
};

describe.each(Object.keys(USERS) as User[])('%s', (user) => {
  const inScope = USERS[user];

  it('player list: exactly the players of the scope', async () => {
    const players = await list(user, '/api/player/page');
    expect(players.total).toBe(seedPlayers().filter(inScope).length);
    expect(players.list.every((p) => inScope(p))).toBe(true);
  });

  it('bet orders, pending and failed: only rows of the scope, and the same rows as an admin filtering to it', async () => {
    const orders = await list(user, '/api/game/betOrder/list', { gameId: 1001 });
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.list.every((r) => inScope(r))).toBe(true);
    const admin = await list('admin', '/api/game/betOrder/list', { gameId: 1001 });
    expect(orders.total).toBe(admin.list.filter((r) => inScope(r)).length);
    for (const path of ['/api/game/pending/list', '/api/game/failed/list']) {
      expect((await list(user, path)).list.every((r) => inScope(r))).toBe(true);
    }
  });

  it('online players, wallet transfers and RTP records: only the scope', async () => {
    const online = await list(user, '/api/player/online/list');
    expect(online.list.map((r) => r.playerId)).toContain(880001);
    expect(online.list.every((r) => inScope(r))).toBe(true);
    const transfers = await list(user, '/api/player/translateWallet/list');
    expect(transfers.total).toBeGreaterThan(0);
    expect(transfers.list.every((r) => inScope(orgOf(r)))).toBe(true);
    const rtp = await list(user, '/api/player/rtp/list');
    expect(rtp.total).toBeGreaterThan(0);
    expect(rtp.list.every((r) => inScope(r))).toBe(true);
  });

  it('look-ups: only the merchants of the scope and their teams; games and currencies unchanged', async () => {
    const data = (await call<InitSelectData>('/api/common/initSelectData', { token: await tokenOf(user) })).result;
    const teams = { admin: [1, 2, 3, 4], team: [1], merchant: [1] }[user];
    expect(data.merchantTeamList.map((t) => t.id)).toEqual(teams);
    expect(data.merchantList.every((m) => inScope({ merchantTeamId: m.merchantTeamId, merchantId: m.id }))).toBe(true);
    expect(data.merchantList).toHaveLength({ admin: 12, team: 3, merchant: 1 }[user]);
    expect(data.currencyList).toHaveLength(5);
    expect(data.gameList.length).toBeGreaterThanOrEqual(24);
  });
});

describe('filters outside the scope', () => {
  const LISTS = [
    '/api/player/page',
    '/api/player/online/list',
    '/api/player/translateWallet/list',
    '/api/player/rtp/list',
    '/api/game/betOrder/list',
    '/api/game/pending/list',
    '/api/game/failed/list',
    '/api/game/adjustment/list',
  ];

  it('give an empty list, not an error, where the admin finds rows', async () => {
    const outsider = seedPlayers().find((p) => p.merchantTeamId !== 1 && p.state === 1)!.id;
    const queries: Record<string, number>[] = [{ merchantTeamId: 2 }, { merchantId: 201 }, { playerId: outsider }];
    for (const query of queries) {
      expect((await list('admin', '/api/player/page', query)).total).toBeGreaterThan(0);
      for (const user of ['team', 'merchant'] as const) {
        for (const path of LISTS) expect((await list(user, path, query)).total, `${user} ${path}`).toBe(0);
      }
    }
  });
});

describe('export files', () => {
  it("list only players of the owner's scope", async () => {
    const token = await login('merchant');
    const tasks = await call<ListResult<ExportTask>>('/api/export/task/list', { token, query: { pageSize: 20 } });
    const done = tasks.result.list.filter((t) => t.status === 2);
    const files = await Promise.all(done.map(async (t) => (await fetch(new URL(t.fileUrl, ORIGIN))).text()));
    // The player of each line: the playerId column, or the id of a player list.
    const ids = files.flatMap((csv) => {
      const [header = '', ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const names = header.split(',');
      const at = names.includes('playerId')
        ? names.indexOf('playerId')
        : names[0] === 'id' && names[1] === 'playerName'
          ? 0
          : -1;
      return at < 0 ? [] : lines.map((line) => Number(line.split(',')[at]));
    });
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.every((id) => seedPlayer(id)?.merchantId === 101)).toBe(true);
  });
});

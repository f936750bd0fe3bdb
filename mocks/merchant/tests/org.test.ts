// @vitest-environment node
// Teams and merchants are one stored set (merchant.md 2.6, last row): a team or merchant created, renamed or moved through
// the set's writes (what the merchant pages' handlers call) shows at once in the look-ups, the player and bet order
// lists, the reports, export files and the operation log, and the data scope follows it.
import { describe, expect, it } from 'vitest';
import { mockNow } from '@mocks/lib/clock';
import { scopeOf } from '@mocks/domain/scope';
import { formatTime } from '@mocks/lib/time';
import {
  deleteTeam,
  findMerchant,
  findTeam,
  storeMerchant,
  storeTeam,
  type MerchantInput,
  type TeamInput,
} from '@mocks/domain/org/org';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { exportFile } from '@mocks/shell/db/export-files';
import { openSession } from '@mocks/domain/staff/sessions';
import { operationLogRows } from '@mocks/domain/staff/operation-log';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { InitSelectData, ListResult, UserInfo } from '@/api/common';
import type { GameBetOrder } from '@/api/game';
import type { PlayerRow } from '@/api/player';
import type { MerchantReportRow } from '@/api/report';
import type { CurrencyRow } from '@/api/system-currency';

withMockServer();

const now = () => formatTime(mockNow());

const NEW_TEAM: TeamInput = { name: '新星团队', contact: 'tg @xinxing', status: 1, remark: '' };
const NEW_MERCHANT: Omit<MerchantInput, 'merchantTeamId'> = {
  name: '新星娱乐',
  code: 'xinxing',
  merchantType: 2,
  currencyCode: 'USD',
  walletType: 3,
  callbackUrl: 'https://api.xinxing.example.com/wallet',
  whiteIps: ['203.0.113.9'],
  contact: '',
  status: 1,
  remark: '',
};

/** A stored merchant with some fields changed, as the merchant form saves it. */
function editMerchant(id: number, change: Partial<MerchantInput>) {
  const { secretKey: _key, createTime: _c, updateTime: _u, operator: _o, ...input } = findMerchant(id)!;
  return storeMerchant({ ...input, ...change }, 'admin', now())!;
}

function editTeam(id: number, change: Partial<TeamInput>) {
  const { createTime: _c, updateTime: _u, operator: _o, ...input } = findTeam(id)!;
  return storeTeam({ ...input, ...change }, 'admin', now())!;
}

async function get<T>(token: string, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await call<T>(path, { token, query });
  expect(res.state, `${path}: ${res.msg}`).toBe(1);
  return res.result;
}
const lookUps = (token: string) => get<InitSelectData>(token, '/api/common/initSelectData');
const players = (token: string, query: Record<string, string | number> = {}) =>
  get<ListResult<PlayerRow>>(token, '/api/player/page', { pageSize: 1000, ...query });
const orders = (token: string, query: Record<string, string | number>) =>
  get<ListResult<GameBetOrder>>(token, '/api/game/betOrder/list', { pageSize: 1000, ...query });
const merchantReport = (token: string, query: Record<string, string | number>) =>
  get<ListResult<MerchantReportRow>>(token, '/api/report/merchant/list', { pageSize: 1000, ...query });

describe('teams and merchants: one stored set', () => {
  it('a created team and merchant are in the look-ups of the admin and of the new team, not of another team', async () => {
    const admin = await login();
    const teamUser = await login('team');
    const team = storeTeam(NEW_TEAM, 'admin', now())!;
    // A team with no merchant yet is still one the admin can pick (a merchant form needs it).
    expect((await lookUps(admin)).merchantTeamList).toContainEqual({ id: team.id, name: '新星团队' });
    const merchant = storeMerchant({ ...NEW_MERCHANT, merchantTeamId: team.id }, 'admin', now())!;
    expect(merchant.id).toBeGreaterThan(403);
    expect(merchant.secretKey).toMatch(/^[0-9a-f]{32}$/);

    const data = await lookUps(admin);
    expect(data.merchantList).toContainEqual({ id: merchant.id, name: '新星娱乐', merchantTeamId: team.id });
    expect(data.merchantList).toHaveLength(13);

    const newTeamUser = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: team.id }));
    const own = await lookUps(newTeamUser);
    expect(own.merchantTeamList).toEqual([{ id: team.id, name: '新星团队' }]);
    expect(own.merchantList).toEqual([{ id: merchant.id, name: '新星娱乐', merchantTeamId: team.id }]);
    expect((await players(newTeamUser)).total).toBe(0);

    const other = await lookUps(teamUser);
    expect(other.merchantTeamList.map((t) => t.id)).toEqual([1]);
    expect(other.merchantList.map((m) => m.id)).not.toContain(merchant.id);

    // The currency list counts it among the merchants using USD.
    const usd = (await get<ListResult<CurrencyRow>>(admin, '/api/system/currency/list', { code: 'USD' })).list[0];
    expect(usd?.merchantCount).toBe(3);

    expect(deleteTeam(storeTeam({ ...NEW_TEAM, name: '空团队' }, 'admin', now())!.id)).toBe(true);
    expect((await lookUps(admin)).merchantTeamList.map((t) => t.name)).not.toContain('空团队');
  });

  it('a renamed merchant and team show in every column at once: look-ups, players, bet orders, reports, exports, log', async () => {
    const admin = await login();
    await login('merchant'); // a log line of merchant 101's account, written under the old names
    // Read first, so the cached days (bet orders, report aggregates) hold the old names.
    const before = (await players(admin)).list.find((p) => p.id === 880001);
    expect(before).toMatchObject({ merchantName: '金龙娱乐', merchantTeamName: '金龙团队' });
    expect((await orders(admin, { merchantId: 101 })).list[0]?.merchantName).toBe('金龙娱乐');
    expect((await merchantReport(admin, { merchantId: 101 })).list[0]?.merchantName).toBe('金龙娱乐');

    editMerchant(101, { name: '金龙国际' });
    editTeam(1, { name: '金龙集团' });
    const renamed = { merchantTeamId: 1, merchantTeamName: '金龙集团', merchantName: '金龙国际' };

    const data = await lookUps(admin);
    expect(data.merchantList).toContainEqual({ id: 101, name: '金龙国际', merchantTeamId: 1 });
    expect(data.merchantTeamList).toContainEqual({ id: 1, name: '金龙集团' });
    expect((await players(admin)).list.find((p) => p.id === 880001)).toMatchObject(renamed);
    const bets = (await orders(admin, { merchantId: 101 })).list;
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.every((r) => r.merchantName === '金龙国际' && r.merchantTeamName === '金龙集团')).toBe(true);
    const report = (await merchantReport(admin, { merchantId: 101 })).list;
    expect(report.length).toBeGreaterThan(0);
    report.forEach((row) => expect(row).toMatchObject(renamed));

    const file = exportFile('report-merchant-month', { createdAt: mockNow(), inScope: () => true, lang: 'zh-CN' });
    expect(file).toContain('金龙国际');
    expect(file).toContain('金龙集团');
    expect(file).not.toContain('金龙娱乐');
    const players101 = exportFile('player-list', {
      createdAt: mockNow(),
      inScope: (r) => r.merchantId === 101,
      lang: 'zh-CN',
    });
    // (player names were drawn from the merchant's name once, and stay.)
    expect(players101).toContain(',金龙集团,金龙国际,');
    expect(players101).not.toContain(',金龙娱乐,');

    expect(operationLogRows().find((r) => r.username === 'merchant')).toMatchObject({ ...renamed, merchantId: 101 });
  });

  it('scope follows a merchant moved to another team', async () => {
    const admin = await login();
    const teamUser = await login('team'); // type 2, team 1
    const team2User = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 2 }));
    const of201 = (list: { merchantId: number }[]) => list.filter((r) => r.merchantId === 201);
    expect(of201((await players(teamUser)).list)).toHaveLength(0);
    expect((await orders(teamUser, { merchantId: 201 })).total).toBe(0);
    const team2Players = of201((await players(team2User)).list).length;
    expect(team2Players).toBeGreaterThan(0);

    editMerchant(201, { merchantTeamId: 1 });

    const moved = of201((await players(teamUser)).list);
    expect(moved).toHaveLength(team2Players);
    moved.forEach((p) => expect(p).toMatchObject({ merchantTeamId: 1, merchantTeamName: '金龙团队' }));
    expect((await lookUps(teamUser)).merchantList.map((m) => m.id)).toContain(201);
    const bets = await orders(teamUser, { merchantId: 201 });
    expect(bets.total).toBeGreaterThan(0);
    expect(bets.list.every((r) => r.merchantTeamId === 1)).toBe(true);
    const report = (await merchantReport(teamUser, { merchantId: 201 })).list;
    expect(report.length).toBeGreaterThan(0);
    report.forEach((row) => expect(row).toMatchObject({ merchantTeamId: 1, merchantTeamName: '金龙团队' }));

    // Its old team sees it no more; the admin's team filters follow it too.
    expect(of201((await players(team2User)).list)).toHaveLength(0);
    expect((await lookUps(team2User)).merchantList.map((m) => m.id)).not.toContain(201);
    expect(of201((await players(admin, { merchantTeamId: 2 })).list)).toHaveLength(0);
    expect(of201((await players(admin, { merchantTeamId: 1 })).list)).toHaveLength(team2Players);
    expect((await orders(admin, { merchantTeamId: 2, merchantId: 201 })).total).toBe(0);
    // A merchant account's team follows its merchant.
    editMerchant(101, { merchantTeamId: 3 });
    const { userInfo: info } = await get<{ userInfo: UserInfo }>(await login('merchant'), '/api/common/userInfo');
    expect(info).toMatchObject({ merchantTeamId: 3, merchantId: 101 });
    // The same rule as the scope of a signed order view URL.
    expect(scopeOf({ type: 2, merchantTeamId: 1, merchantId: 0 })({ merchantTeamId: 2, merchantId: 201 })).toBe(true);
  });
});

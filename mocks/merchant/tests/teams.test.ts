// @vitest-environment node
// 商户团队 on the server (merchant.md 2.2): counts read from the stored set, the name checks (each refusal next to the
// call it lets through), removal refused while the team has merchants, the data scope, and new teams in the look-ups.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { InitSelectData, ListResult, UserType } from '@/api/common';
import type { MerchantCreated, MerchantRow, TeamRow, TeamSaveInput } from '@/api/merchant';

withMockServer();

const KEYS = ['merchant.team', 'merchant.team.save', 'merchant.team.remove', 'merchant.index', 'merchant.index.save'];
const userOf = (type: UserType = 1, merchantTeamId = 0) =>
  openSession(addTestAccount([...ALL_PERMISSIONS, ...KEYS], { type, merchantTeamId }));

const teams = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await call<ListResult<TeamRow>>('/api/merchant/team/list', { token, query: { pageSize: 100, ...query } });
  expect(res.state, res.msg).toBe(1);
  return res.result.list;
};
const post = <T = unknown>(token: string, verb: string, body: unknown, lang = 'zh-CN') =>
  call<T>(`/api/merchant/team/${verb}`, { token, body, lang });
const NEW: TeamSaveInput = { name: '新星团队', contact: 'tg @xinxing', status: 1, remark: '' };

describe('merchant.team', () => {
  it('lists every team with its merchants and players counted, by name and status', async () => {
    const admin = userOf();
    const rows = await teams(admin);
    expect(rows.map((t) => t.id).sort()).toEqual([1, 2, 3, 4]);
    const first = rows.find((t) => t.id === 1)!;
    expect(first.merchantCount).toBe(3);
    const merchants = await call<ListResult<MerchantRow>>('/api/merchant/index/list', {
      token: admin,
      query: { merchantTeamId: 1 },
    });
    expect(first.playerCount).toBe(merchants.result.list.reduce((sum, m) => sum + m.playerCount, 0));
    expect(first.playerCount).toBeGreaterThan(0);
    expect((await teams(admin, { name: 'Group' })).map((t) => t.id)).toEqual([2]);
    expect(await teams(admin, { status: 0 })).toEqual([]);
    await post(admin, 'save', { ...first, status: 0 });
    expect((await teams(admin, { status: 0 })).map((t) => t.id)).toEqual([1]);
  });

  it('a team user sees its own team only; a merchant user none', async () => {
    expect((await teams(userOf(2, 1))).map((t) => t.id)).toEqual([1]);
    expect(await teams(openSession(addTestAccount(KEYS, { type: 3, merchantTeamId: 1, merchantId: 101 })))).toEqual([]);
    // And it cannot edit another team.
    expect((await post(userOf(2, 1), 'save', { ...NEW, id: 2 })).msg).toBe('商户团队不存在');
  });

  it.each([
    ['name required', { name: '' }, { name: '新' }, '请输入1到30个字符的团队名称，不含表情'],
    ['name <= 30', { name: 't'.repeat(31) }, { name: 't'.repeat(30) }, '请输入1到30个字符的团队名称，不含表情'],
    ['name without emoji', { name: '新星🚀' }, { name: '新星' }, '请输入1到30个字符的团队名称，不含表情'],
    ['name unique', { name: '金龙团队' }, { name: '金龙团队二' }, '团队名称已存在'],
    ['contact <= 100', { contact: 'c'.repeat(101) }, { contact: 'c'.repeat(100) }, '联系方式不能超过100个字符'],
    ['remark <= 200', { remark: 'r'.repeat(201) }, { remark: 'r'.repeat(200) }, '备注不能超过200个字符，不含表情'],
  ])('refuses a bad %s and accepts a good one', async (_what, bad, good, msg) => {
    const admin = userOf();
    const refused = await post(admin, 'save', { ...NEW, ...bad });
    expect([refused.state, refused.msg]).toEqual([0, msg]);
    const accepted = await post<TeamRow>(admin, 'save', { ...NEW, ...good });
    expect(accepted.state, accepted.msg).toBe(1);
    expect(accepted.result).toMatchObject({
      ...good,
      merchantCount: 0,
      playerCount: 0,
      operator: expect.stringMatching(/^test/),
    });
  });

  it('an edit may keep its own name', async () => {
    const admin = userOf();
    const first = (await teams(admin)).find((t) => t.id === 1)!;
    const saved = await post<TeamRow>(admin, 'save', { ...first, contact: 'ops' });
    expect(saved.result).toMatchObject({ id: 1, name: '金龙团队', contact: 'ops', merchantCount: 3 });
  });

  it('refuses to remove a team while it has merchants, in the request language, and removes it once they moved', async () => {
    const admin = userOf();
    expect((await post(admin, 'remove', { id: 1 })).msg).toBe('该团队下还有3个商户，不允许删除');
    expect((await post(admin, 'remove', { id: 1 }, 'en-US')).msg).toBe(
      'The team still has 3 merchants and cannot be deleted',
    );
    const team = (await post<TeamRow>(admin, 'save', NEW)).result;
    const merchant = await call<MerchantCreated>('/api/merchant/index/save', {
      token: admin,
      body: {
        name: '新星娱乐',
        code: 'xinxing',
        merchantTeamId: team.id,
        merchantType: 2,
        currencyCode: 'USD',
        walletType: 1,
        callbackUrl: '',
        whiteIps: [],
        contact: '',
        status: 1,
        remark: '',
        cooperationType: 1,
        rate: 10,
      },
    });
    expect(merchant.state, merchant.msg).toBe(1);
    expect((await teams(admin)).find((t) => t.id === team.id)?.merchantCount).toBe(1);
    const refused = await post(admin, 'remove', { id: team.id });
    expect([refused.state, refused.msg]).toEqual([0, '该团队下还有1个商户，不允许删除']);
    const { secretKey: _k, secretKeyMasked: _m, merchantTeamName: _n, playerCount: _p, ...input } = merchant.result;
    await call('/api/merchant/index/save', { token: admin, body: { ...input, merchantTeamId: 4 } });
    const removed = await post(admin, 'remove', { id: team.id });
    expect([removed.state, removed.result]).toEqual([1, null]);
    expect((await teams(admin)).map((t) => t.id)).not.toContain(team.id);
  });

  it('a new team is in initSelectData at once, for the admin and for its own team user', async () => {
    const admin = userOf();
    const team = (await post<TeamRow>(admin, 'save', NEW)).result;
    const data = (await call<InitSelectData>('/api/common/initSelectData', { token: admin })).result;
    expect(data.merchantTeamList).toContainEqual({ id: team.id, name: '新星团队' });
    const own = (await call<InitSelectData>('/api/common/initSelectData', { token: userOf(2, team.id) })).result;
    expect(own.merchantTeamList).toEqual([{ id: team.id, name: '新星团队' }]);
  });
});

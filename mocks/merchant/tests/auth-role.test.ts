// @vitest-environment node
// Merchant roles (auth.md 5.3, merchant.md 2.5, 2.6): user type and owner scope, keys of the merchant tree only
// (never control.*, system.*, merchant.rate, merchant.authMenu), a type 2/3 caller inside its scope granting only keys
// it holds, names unique per owner, owner fixed once users hold the role. Each refusal is paired with an accepted call.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';

withMockServer();

type Row = {
  id: number;
  name: string;
  code: string;
  userType: number;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  permissions: string[];
  userCount: number;
};
type Node = { id: number; parentId: number; type: number; permission: string };
const save = (token: string, body: Record<string, unknown>) =>
  call<Row>('/api/merchant/authRole/save', { token, body });
const remove = (token: string, id: number) => call('/api/merchant/authRole/remove', { token, body: { id } });
const list = async (token: string, query: Record<string, number> = {}) =>
  (await call<{ list: Row[] }>('/api/merchant/authRole/list', { token, query })).result.list;
const tree = async (token: string) =>
  (await call<{ list: Node[] }>('/api/merchant/authRole/permissionTree', { token })).result.list;

let n = 0;
/** A role body with a fresh name and code. */
const role = (extra: Record<string, unknown>) => {
  n += 1;
  return { name: `角色${n}`, code: `role_${n}`, sort: 1, status: 1, remark: '', permissions: [], ...extra };
};
const AUTH_ROLE = ['merchant.authRole', 'merchant.authRole.save', 'merchant.authRole.remove'];
/** A merchant admin of 金龙娱乐 (type 3, merchant 101) holding the role keys and the bill page. */
const merchantAdmin = (keys: string[] = []) =>
  openSession(
    addTestAccount([...AUTH_ROLE, 'merchant.bill', ...keys], { type: 3, merchantTeamId: 1, merchantId: 101 }),
  );

describe('merchant roles', () => {
  it('lists the merchant roles with user type and owner names; the system list keeps its own', async () => {
    const admin = await login();
    const rows = await list(admin);
    expect(rows.map((r) => [r.name, r.userType, r.merchantTeamId, r.merchantId])).toEqual([
      ['商户团队', 2, 0, 0],
      ['商户', 3, 0, 0],
      ['空角色', 3, 0, 0],
    ]);
    const saved = await save(admin, role({ userType: 3, merchantId: 102 }));
    expect(saved.result).toMatchObject({ merchantTeamId: 1, merchantTeamName: '金龙团队', merchantName: '福星棋牌' });
    expect((await list(admin, { merchantId: 102 })).map((r) => r.id)).toEqual([saved.result.id]);
    expect((await list(admin, { userType: 2 })).map((r) => r.name)).toEqual(['商户团队']);
    const system = (await call<{ list: Row[] }>('/api/system/authRole/list', { token: admin })).result.list;
    expect(system.map((r) => r.name)).toEqual(['超级管理员', '平台管理员', '复核员']);
  });

  it('takes only keys of the merchant tree, normalised; platform-only keys and unknown keys are refused', async () => {
    const admin = await login();
    for (const key of [
      'control.bet',
      'system.config',
      'merchant.rate',
      'merchant.authMenu',
      'merchant.rate.save',
      'nope.x',
    ]) {
      expect((await save(admin, role({ userType: 3, permissions: [key] }))).msg, key).toBe('权限标识不存在');
    }
    const saved = await save(
      admin,
      role({ userType: 3, permissions: ['merchant.bill.confirm', 'player.page', 'player.page'] }),
    );
    expect(saved.result.permissions).toEqual(['merchant.bill', 'merchant.bill.confirm', 'player.page']);
  });

  it("checks the user type and the owner: a type 3 role carries its merchant and that merchant's team", async () => {
    const admin = await login();
    expect((await save(admin, role({ userType: 1 }))).msg).toBe('请选择角色的用户类型：商户团队或商户');
    expect((await save(admin, role({ userType: 3, merchantId: 999 }))).msg).toBe('请选择存在的商户');
    expect((await save(admin, role({ userType: 2, merchantTeamId: 99 }))).msg).toBe('请选择存在的商户团队');
    const merchant = await save(admin, role({ userType: 3, merchantTeamId: 4, merchantId: 201 }));
    expect(merchant.result).toMatchObject({ userType: 3, merchantTeamId: 2, merchantId: 201 });
    const team = await save(admin, role({ userType: 2, merchantTeamId: 3, merchantId: 301 }));
    expect(team.result).toMatchObject({ userType: 2, merchantTeamId: 3, merchantId: 0 });
  });

  it('keeps names unique within the owner, and codes within the set', async () => {
    const admin = await login();
    const first = await save(admin, role({ name: '财务', userType: 3, merchantId: 101 }));
    expect(first.state).toBe(1);
    expect((await save(admin, role({ name: '财务', userType: 3, merchantId: 101 }))).msg).toBe('角色名称已存在');
    expect((await save(admin, role({ name: '财务', userType: 3, merchantId: 102 }))).state).toBe(1);
    expect((await save(admin, role({ name: '商户', userType: 3 }))).msg).toBe('角色名称已存在');
    expect((await save(admin, role({ code: 'merchant', userType: 3 }))).msg).toBe('角色编码已存在');
    // A system role's code is another set's.
    expect((await save(admin, role({ code: 'super_admin', userType: 3 }))).state).toBe(1);
  });

  it('fixes the user type and owner once users hold the role', async () => {
    const admin = await login();
    const free = await save(admin, role({ userType: 3, merchantId: 101 }));
    const moved = await save(admin, { ...role({}), ...free.result, merchantId: 102 });
    expect(moved.state, moved.msg).toBe(1);
    const held = (await list(admin)).find((r) => r.name === '商户')!;
    expect(held.userCount).toBeGreaterThan(0);
    const body = { ...held, sort: 2, status: 1, remark: '' };
    expect((await save(admin, { ...body, userType: 3, merchantId: 101 })).msg).toBe(
      '角色已分配给用户，用户类型和所属不可修改',
    );
    expect((await save(admin, { ...body, userType: 2 })).msg).toBe('角色已分配给用户，用户类型和所属不可修改');
    expect((await save(admin, { ...body, userType: 3, name: '商户运营' })).state).toBe(1);
  });

  it('a team caller works inside its team, with the keys it holds', async () => {
    const team = await login('team');
    const own = await save(team, role({ userType: 3, merchantId: 101, permissions: ['merchant.bill.confirm'] }));
    expect(own.state, own.msg).toBe(1);
    expect((await save(team, role({ userType: 2, merchantTeamId: 1 }))).state).toBe(1);
    expect((await save(team, role({ userType: 3, merchantId: 201 }))).msg).toBe('超出您的数据范围');
    expect((await save(team, role({ userType: 2, merchantTeamId: 2 }))).msg).toBe('超出您的数据范围');
    // A role without its owner would be a shared template, which only the platform keeps: the owner is asked for.
    expect((await save(team, role({ userType: 3 }))).msg).toBe(
      '请选择角色所属的商户：不属于任何团队或商户的共享模板角色只能由平台维护',
    );
    expect((await save(team, role({ userType: 2, merchantTeamId: 0 }))).msg).toBe(
      '请选择角色所属的商户团队：不属于任何团队或商户的共享模板角色只能由平台维护',
    );
    // 商户团队 holds no merchant.index.save and never merchant.rate.
    const notHeld = await save(team, role({ userType: 3, merchantId: 101, permissions: ['merchant.index.save'] }));
    expect(notHeld.msg).toBe('只能授予您自己拥有的权限');
    // Templates and other teams' roles are not its own to change; a template says so.
    const template = (await list(team)).find((r) => r.name === '商户')!;
    expect((await save(team, { ...template })).msg).toBe('共享模板角色由平台维护，不能修改或删除');
    expect((await save(team, { ...template, merchantId: 101 })).msg).toBe('共享模板角色由平台维护，不能修改或删除');
    expect((await remove(team, template.id)).msg).toBe('共享模板角色由平台维护，不能修改或删除');
    expect((await save(await login(), { ...template, remark: 'platform' })).state).toBe(1);
    const admin = await login();
    const other = await save(admin, role({ userType: 3, merchantId: 201 }));
    expect((await remove(team, other.result.id)).msg).toBe('超出您的数据范围');
    expect((await remove(team, own.result.id)).state).toBe(1);
  });

  it("a team caller lists its team's roles and the templates, nothing of other teams", async () => {
    const admin = await login();
    const mine = await save(admin, role({ userType: 3, merchantId: 103 }));
    const theirs = await save(admin, role({ userType: 2, merchantTeamId: 2 }));
    const rows = await list(await login('team'));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([2, 3, 4, mine.result.id]));
    expect(rows.map((r) => r.id)).not.toContain(theirs.result.id);
    expect(await list(await login('team'), { merchantTeamId: 2 })).toEqual([]);
  });

  it("a merchant caller works only on its merchant's type 3 roles", async () => {
    const token = merchantAdmin();
    const own = await save(token, role({ userType: 3, merchantId: 101, permissions: ['merchant.bill'] }));
    expect(own.state, own.msg).toBe(1);
    expect((await save(token, role({ userType: 3, merchantId: 102 }))).msg).toBe('超出您的数据范围');
    expect((await save(token, role({ userType: 2, merchantTeamId: 1 }))).msg).toBe('超出您的数据范围');
    expect((await save(token, role({ userType: 3, merchantId: 101, permissions: ['player.page'] }))).msg).toBe(
      '只能授予您自己拥有的权限',
    );
    const admin = await login();
    const sibling = await save(admin, role({ userType: 3, merchantId: 102 }));
    const teamRole = await save(admin, role({ userType: 2, merchantTeamId: 1 }));
    const ids = (await list(token)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([3, 4, own.result.id]));
    expect(ids).not.toContain(sibling.result.id);
    expect(ids).not.toContain(teamRole.result.id);
    // The team template is not for merchant users.
    expect(ids).not.toContain(2);
  });

  it('shows a type 2/3 caller only the tree items whose keys it holds; platform staff the whole merchant tree', async () => {
    const whole = await tree(await login());
    const keys = whole.map((i) => i.permission).filter(Boolean);
    expect(keys).toEqual(expect.arrayContaining(['merchant.index.save', 'merchant.bill.pay', 'player.page']));
    expect(keys.filter((k) => /^(control|system)\.|^merchant\.(rate|authMenu)/.test(k))).toEqual([]);
    const mine = await tree(merchantAdmin(['merchant.bill.confirm']));
    expect(mine.map((i) => i.permission)).toEqual([
      '',
      'merchant.bill',
      'merchant.bill.confirm',
      'merchant.authRole',
      'merchant.authRole.save',
      'merchant.authRole.remove',
    ]);
    expect(mine[0]).toMatchObject({ type: 1, parentId: 0 });
    const team = (await tree(await login('team'))).map((i) => i.permission);
    expect(team).toContain('merchant.bill.confirm');
    expect(team).not.toContain('merchant.index.save');
    expect(team).not.toContain('merchant.bill.pay');
  });
});

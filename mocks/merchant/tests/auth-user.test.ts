// @vitest-environment node
// Merchant back-office accounts (auth.md 5.4, 5.5, merchant.md 2.5): type 2 bound to a team, type 3 to a merchant (the
// team follows), a role of the merchant set with the same user type owned by the account's team or merchant or a
// shared template, type 2/3 callers inside their scope giving only roles whose keys they hold. The journey:
// the demo team admin creates a role and an account for its merchant, which signs in and gets exactly its role's
// pages and keys. Each refusal is paired with an accepted call.
import { describe, expect, it } from 'vitest';
import { mockAesKey } from '@mocks/lib/aes-key';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login, loginCall } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem, UserInfo } from '@/api/common';
import { encryptText } from '@/lib/password-cipher';

withMockServer();

type Row = {
  id: number;
  username: string;
  type: number;
  roleId: number;
  roleName: string;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
};
const cipher = (text: string) => encryptText(text, mockAesKey());
const save = (token: string, body: Record<string, unknown>) =>
  call<Row>('/api/merchant/authUser/save', { token, body });
const remove = (token: string, id: number) => call('/api/merchant/authUser/remove', { token, body: { id } });
const list = async (token: string, query: Record<string, number> = {}) =>
  (await call<{ list: Row[] }>('/api/merchant/authUser/list', { token, query })).result.list;
const saveRole = async (token: string, body: Record<string, unknown>) => {
  const res = await call<{ id: number }>('/api/merchant/authRole/save', {
    token,
    body: { sort: 1, status: 1, remark: '', permissions: [], ...body },
  });
  expect(res.state, res.msg).toBe(1);
  return res.result.id;
};

let n = 0;
/** An account body with a fresh username; the 商户 template (id 3) for a merchant user of 金龙娱乐 unless told. */
const user = (extra: Record<string, unknown>) => {
  n += 1;
  return {
    username: `acct_${n}`,
    nickname: `账号${n}`,
    password: cipher('secret1'),
    status: 1,
    remark: '',
    type: 3,
    merchantId: 101,
    roleId: 3,
    ...extra,
  };
};

describe('merchant accounts', () => {
  it('lists the type 2/3 accounts with their team and merchant; the system list keeps the staff', async () => {
    const admin = await login();
    const rows = await list(admin);
    expect(rows.map((r) => r.username)).toEqual(['team', 'merchant', 'nobody', 'disabled']);
    expect(rows[0]).toMatchObject({
      type: 2,
      merchantTeamId: 1,
      merchantTeamName: '金龙团队',
      merchantName: '',
      roleName: '商户团队',
    });
    expect(rows[1]).toMatchObject({ type: 3, merchantTeamId: 1, merchantId: 101, merchantName: '金龙娱乐' });
    expect((await list(admin, { type: 2 })).map((r) => r.username)).toEqual(['team']);
    expect(await list(admin, { merchantTeamId: 2 })).toEqual([]);
    const system = (await call<{ list: Row[] }>('/api/system/authUser/list', { token: admin })).result.list;
    expect(system.map((r) => r.username)).toEqual(['admin', 'ops', 'checker']);
  });

  it('binds type 2 to a team and type 3 to a merchant, whose team follows', async () => {
    const admin = await login();
    expect((await save(admin, user({ type: 1 }))).msg).toBe('请选择用户类型：商户团队或商户');
    expect((await save(admin, user({ type: 2, merchantTeamId: 0, roleId: 2 }))).msg).toBe('请选择存在的商户团队');
    expect((await save(admin, user({ merchantId: 0 }))).msg).toBe('请选择存在的商户');
    const teamUser = await save(admin, user({ type: 2, merchantTeamId: 3, merchantId: 301, roleId: 2 }));
    expect(teamUser.result).toMatchObject({
      type: 2,
      merchantTeamId: 3,
      merchantId: 0,
      merchantTeamName: 'Samba Gaming',
    });
    const merchantUser = await save(admin, user({ merchantTeamId: 4, merchantId: 201 }));
    expect(merchantUser.result).toMatchObject({ type: 3, merchantTeamId: 2, merchantId: 201, merchantName: 'StarBet' });
  });

  it("takes an enabled merchant role of the same user type owned by the account's team or merchant, or a template", async () => {
    const admin = await login();
    expect((await save(admin, user({ roleId: 1 }))).msg).toBe('请选择启用的、用户类型和所属相符的商户角色');
    // The team template is for team accounts only, and the refusal says so by name.
    expect((await save(admin, user({ roleId: 2 }))).msg).toBe(
      '角色「商户团队」只能分配给商户团队账号，请选择商户账号的角色',
    );
    expect((await save(admin, user({ type: 2, merchantTeamId: 1, roleId: 3 }))).msg).toBe(
      '角色「商户」只能分配给商户账号，请选择商户团队账号的角色',
    );
    expect((await save(admin, user({ type: 2, merchantTeamId: 1, roleId: 2 }))).state).toBe(1);
    const other = await saveRole(admin, { name: '福星财务', code: 'fuxing_fin', userType: 3, merchantId: 102 });
    expect((await save(admin, user({ roleId: other }))).state).toBe(0);
    expect((await save(admin, user({ merchantId: 102, roleId: other }))).state).toBe(1);
    const off = await saveRole(admin, { name: '停用', code: 'off_role', userType: 3, merchantId: 101, status: 0 });
    expect((await save(admin, user({ roleId: off }))).state).toBe(0);
    const teamRole = await saveRole(admin, { name: '团队运营', code: 'team_ops', userType: 2, merchantTeamId: 1 });
    expect((await save(admin, user({ roleId: teamRole }))).state).toBe(0);
    expect((await save(admin, user({ type: 2, merchantTeamId: 2, roleId: teamRole }))).state).toBe(0);
    expect((await save(admin, user({ type: 2, merchantTeamId: 1, roleId: teamRole }))).state).toBe(1);
    expect((await save(admin, user({ roleId: 3 }))).state).toBe(1);
  });

  it('keeps usernames unique across both sets (one login)', async () => {
    const admin = await login();
    expect((await save(admin, user({ username: 'admin' }))).msg).toBe('用户名已存在');
    expect((await save(admin, user({ username: 'merchant' }))).msg).toBe('用户名已存在');
    const made = await save(admin, user({ username: 'shop_one' }));
    expect(made.state).toBe(1);
    const staff = await call('/api/system/authUser/save', {
      token: admin,
      body: { username: 'shop_one', nickname: 'x', password: cipher('secret1'), roleId: 1, status: 1 },
    });
    expect(staff.msg).toBe('用户名已存在');
    expect((await loginCall('shop_one', 'secret1')).state).toBe(1);
  });

  it('a team caller manages the accounts of its team and its merchants only, giving only roles it holds in full', async () => {
    const team = await login('team');
    const rows = await list(team);
    expect(rows.map((r) => r.username)).toEqual(['team', 'merchant', 'nobody', 'disabled']);
    expect((await save(team, user({}))).state).toBe(1);
    // Its own role is the team's: a merchant's account never holds it (issue 34, 29).
    const teamRole = await call<Row>('/api/merchant/authUser/save', {
      token: team,
      body: user({ roleId: 2 }),
      lang: 'en-US',
    });
    expect(teamRole.msg).toBe(
      'The role 商户团队 is for merchant team accounts only; choose a role for merchant accounts',
    );
    expect((await save(team, user({ merchantId: 201 }))).msg).toBe('超出您的数据范围');
    expect((await save(team, user({ type: 2, merchantTeamId: 2, roleId: 2 }))).msg).toBe('超出您的数据范围');
    expect((await save(team, user({ type: 2, merchantTeamId: 1, roleId: 2 }))).state).toBe(1);
    const admin = await login();
    const wide = await saveRole(admin, {
      name: '商户管理',
      code: 'wide',
      userType: 3,
      merchantId: 101,
      permissions: ['merchant.index.save'],
    });
    expect((await save(team, user({ roleId: wide }))).msg).toBe('只能授予您自己拥有的权限');
    expect((await save(admin, user({ roleId: wide }))).state).toBe(1);
    const outsider = await save(admin, user({ merchantId: 201 }));
    expect((await list(team)).map((r) => r.id)).not.toContain(outsider.result.id);
    expect((await remove(team, outsider.result.id)).msg).toBe('用户不存在');
    expect(
      (await save(team, user({ id: outsider.result.id, username: outsider.result.username, password: '' }))).msg,
    ).toBe('用户不存在');
    const nobody = rows.find((r) => r.username === 'nobody')!;
    expect((await remove(team, nobody.id)).state).toBe(1);
    expect((await remove(team, rows[0]!.id)).msg).toBe('不能停用或删除自己的账号');
  });

  it("a merchant caller manages its merchant's accounts only", async () => {
    const token = openSession(
      addTestAccount(['merchant.authUser', 'merchant.authUser.save', 'merchant.authUser.remove', 'player.page'], {
        type: 3,
        merchantTeamId: 1,
        merchantId: 101,
      }),
    );
    expect((await list(token)).map((r) => r.username)).toEqual(['merchant', 'nobody', 'disabled']);
    expect((await save(token, user({ merchantId: 102 }))).msg).toBe('超出您的数据范围');
    expect((await save(token, user({ type: 2, merchantTeamId: 1, roleId: 2 }))).msg).toBe('超出您的数据范围');
    // 商户 holds keys this caller does not (player.info and more); 空角色 holds none.
    expect((await save(token, user({ roleId: 3 }))).msg).toBe('只能授予您自己拥有的权限');
    expect((await save(token, user({ roleId: 4 }))).state).toBe(1);
  });

  it('journey: the team admin makes a bill role and an account for its merchant, which gets exactly those pages', async () => {
    const team = await login('team');
    const roleId = await saveRole(team, {
      name: '金龙财务',
      code: 'jinlong_fin',
      userType: 3,
      merchantId: 101,
      permissions: ['merchant.bill.confirm'],
    });
    const made = await save(team, user({ username: 'jinlong_fin', roleId, password: cipher('secret9') }));
    expect(made.state, made.msg).toBe(1);
    const token = await login('jinlong_fin', 'secret9');
    const info = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token });
    expect(info.result.userInfo).toMatchObject({ type: 3, merchantTeamId: 1, merchantId: 101 });
    expect(info.result.userInfo.role.permissions).toEqual(['merchant.bill', 'merchant.bill.confirm']);
    const menu = (await call<MenuItem[]>('/api/user/userMenu', { token })).result;
    expect(menu.map((m) => [m.id, m.path])).toEqual([
      [10300, '/merchant'],
      [10304, '/merchant/bill'],
    ]);
    expect((await call('/api/player/page', { token })).msg).toBe('无权限');
    expect((await list(await login())).map((r) => r.username)).toContain('jinlong_fin');
  });
});

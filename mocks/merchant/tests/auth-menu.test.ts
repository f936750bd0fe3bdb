// @vitest-environment node
// The merchant tree's items (auth.md 5.1, 5.2, merchant.md 2.5): the system tree's rules on their own tree (ids from
// 10000), for platform staff only, never a platform-only key; its edits drive type 2/3 users' menus and keys, the
// system tree's do not. Each refusal is paired with an accepted call.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem, UserInfo } from '@/api/common';

withMockServer();

type Row = MenuItem & { type: number; status: number; roleCount: number };
const list = async (token: string, set = 'merchant') =>
  (await call<{ list: Row[] }>(`/api/${set}/authMenu/list`, { token })).result.list;
const save = (token: string, body: Record<string, unknown>, set = 'merchant') =>
  call<Row>(`/api/${set}/authMenu/save`, { token, body });
const remove = (token: string, id: number) => call('/api/merchant/authMenu/remove', { token, body: { id } });
const base = { title: 'x', sort: 1, icon: '', keepAlive: 1, hidden: 0, status: 1 };
const MENU_KEYS = ['merchant.authMenu', 'merchant.authMenu.save', 'merchant.authMenu.remove'];

describe('merchant menu items', () => {
  it('lists the merchant tree with the merchant roles holding each key', async () => {
    const rows = await list(await login());
    expect(rows.every((r) => r.id >= 10_000)).toBe(true);
    expect(rows.some((r) => /^(control|system)\.|^merchant\.(rate|authMenu)/.test(r.permission))).toBe(false);
    // 商户团队 and 商户 hold 玩家查询; the system tree's twin counts the platform roles (超级管理员, 平台管理员, 复核员).
    expect(rows.find((r) => r.permission === 'player.page' && r.type === 2)).toMatchObject({ id: 10401, roleCount: 2 });
    expect((await list(await login(), 'system')).find((r) => r.id === 401)).toMatchObject({ roleCount: 3 });
  });

  it('is for platform staff only: a type 2/3 caller is refused even holding the keys', async () => {
    const staff = openSession(addTestAccount(MENU_KEYS));
    expect((await call('/api/merchant/authMenu/list', { token: staff })).state).toBe(1);
    for (const type of [2, 3] as const) {
      const token = openSession(
        addTestAccount(MENU_KEYS, { type, merchantTeamId: 1, merchantId: type === 3 ? 101 : 0 }),
      );
      expect((await call('/api/merchant/authMenu/list', { token })).msg).toBe('无权限');
      expect((await save(token, { ...base, type: 1, parentId: 0, path: '/tools' })).msg).toBe('无权限');
    }
    expect((await call('/api/merchant/authMenu/list', { token: await login('team') })).msg).toBe('无权限');
  });

  it("creates items with ids from 10000 under the tree's rules, never with a platform-only key", async () => {
    const token = await login();
    const group = await save(token, { ...base, type: 1, parentId: 0, path: '/tools' });
    expect(group.result.id).toBeGreaterThan(10_000);
    const page = { ...base, type: 2, parentId: group.result.id };
    const platform = await save(token, {
      ...page,
      path: '/system/tools',
      component: 'system/tools',
      permission: 'system.tools',
    });
    expect(platform).toMatchObject({ state: 0, msg: '该权限仅限平台使用，不能用于商户' });
    const rate = await save(token, {
      ...page,
      path: '/merchant/rate',
      component: 'merchant/rate',
      permission: 'merchant.rate',
    });
    expect(rate.state).toBe(0);
    // A page of the system tree's group is no parent here: the trees are apart.
    expect(
      (await save(token, { ...page, parentId: 100, path: '/tools/a', component: 'tools/a', permission: 'tools.a' }))
        .state,
    ).toBe(0);
    const made = await save(token, { ...page, path: '/tools/a', component: 'tools/a', permission: 'tools.a' });
    expect(made.state).toBe(1);
    expect((await list(token)).some((r) => r.permission === 'tools.a')).toBe(true);
    expect((await list(token, 'system')).some((r) => r.permission === 'tools.a')).toBe(false);
  });

  it('refuses removal while merchant roles hold the key or it has children; removes an unused item', async () => {
    const token = await login();
    expect((await remove(token, 10400)).msg).toBe('存在子菜单，不允许删除');
    expect((await remove(token, 10403)).msg).toBe('菜单已分配给角色，不允许删除');
    const group = await save(token, { ...base, type: 1, parentId: 0, path: '/empty' });
    expect((await remove(token, group.result.id)).state).toBe(1);
    // No merchant role holds the reset-key action, so its merchant-tree item goes; the system tree keeps its own.
    const resetKey = (await list(token)).find((r) => r.permission === 'merchant.index.resetKey')!;
    expect(resetKey.roleCount).toBe(0);
    expect((await remove(token, resetKey.id)).state).toBe(1);
    expect((await list(token)).some((r) => r.permission === 'merchant.index.resetKey')).toBe(false);
    expect((await list(token, 'system')).some((r) => r.permission === 'merchant.index.resetKey')).toBe(true);
  });

  it("drives type 2/3 users: a disabled merchant item leaves their menu and keys; the system tree's does not", async () => {
    const admin = await login();
    const team = await login('team');
    const systemGroup = (await list(admin, 'system')).find((r) => r.id === 100)!;
    expect((await save(admin, { ...systemGroup, status: 0 }, 'system')).state).toBe(1);
    const menu = async () => (await call<MenuItem[]>('/api/user/userMenu', { token: team })).result;
    expect((await menu()).some((m) => m.path === '/game/classify')).toBe(true);
    expect((await call('/api/game/classify/list', { token: team })).state).toBe(1);
    const merchantGroup = (await list(admin)).find((r) => r.id === 10100)!;
    expect((await save(admin, { ...merchantGroup, status: 0 })).state).toBe(1);
    expect((await menu()).some((m) => m.path.startsWith('/game'))).toBe(false);
    const info = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token: team });
    expect(info.result.userInfo.role.permissions).not.toContain('game.classify');
    expect((await call('/api/game/classify/list', { token: team })).msg).toBe('无权限');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, MENU_ITEMS, ROLES } from '@mocks/domain/staff/catalog';
import { call, login, loginCall } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem, UserInfo } from '@/api/common';

withMockServer();

/**
 * A role template's menu paths, derived from the templates and the menu (not pinned): each group that keeps an item,
 * then its items the template holds a key for, in menu order.
 */
function templateMenu(roleId: number): string[] {
  const keys = new Set(ROLES.find((r) => r.id === roleId)!.permissions);
  const held = MENU_ITEMS.filter((i) => i.parentId !== 0 && keys.has(i.permission));
  return MENU_ITEMS.filter((i) => (i.parentId === 0 ? held.some((h) => h.parentId === i.id) : held.includes(i))).map(
    (i) => i.path,
  );
}

describe('login', () => {
  it('answers a token and the user info for good credentials', async () => {
    const res = await loginCall('admin', 'admin123');
    expect(res.status).toBe(200);
    expect(res.state).toBe(1);
    expect(res.result.token).toMatch(/^[0-9a-f]{48}$/);
    expect(res.result.userInfo).toMatchObject({
      username: 'admin',
      type: 1,
      merchantTeamId: 0,
      merchantId: 0,
      role: { name: '超级管理员' },
    });
    expect(res.result.userInfo.role.permissions).toEqual([...ALL_PERMISSIONS]);
    const again = await loginCall('admin', 'admin123');
    expect(again.result.token).not.toBe(res.result.token);
  });

  it('refuses a wrong password with state 0 and a localized message', async () => {
    const zh = await loginCall('admin', 'nope');
    const en = await loginCall('admin', 'nope', { lang: 'en-US' });
    const pt = await loginCall('ghost', 'ghost123', { lang: 'pt-BR' });
    expect([zh.state, en.state, pt.state]).toEqual([0, 0, 0]);
    expect(zh.msg).toBe('用户名或密码错误');
    expect(en.msg).toBe('Incorrect username or password');
    expect(pt.msg).toBe('Usuário ou senha incorretos');
  });

  it('answers 4004 for a disabled account', async () => {
    const res = await loginCall('disabled', 'disabled123', { lang: 'en-US' });
    expect(res.state).toBe(4004);
    expect(res.msg).toMatch(/disabled/);
  });

  it('gives each demo role its permissions', async () => {
    const team = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token: await login('team') });
    const perms = team.result.userInfo.role.permissions;
    expect(perms).toContain('merchant.bill');
    expect(perms.some((p) => p.startsWith('system.') || p.startsWith('control.'))).toBe(false);
    expect(team.result.userInfo).toMatchObject({ type: 2, merchantTeamId: 1, merchantId: 0 });
    const merchant = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token: await login('merchant') });
    expect(merchant.result.userInfo.role.permissions).not.toContain('player.updateBalance');
    expect(merchant.result.userInfo).toMatchObject({ type: 3, merchantTeamId: 1, merchantId: 101 });
    const nobody = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token: await login('nobody') });
    expect(nobody.result.userInfo.role.permissions).toEqual([]);
  });
});

describe('token rules', () => {
  it('answers 4000 without a bearer token and 4001 for an unknown one', async () => {
    expect((await call('/api/common/userInfo')).state).toBe(4000);
    expect((await call('/api/common/userInfo', { token: 'deadbeef' })).state).toBe(4001);
  });

  it('answers 4002 to a token superseded by a newer login of the same user', async () => {
    const first = await login('team');
    const second = await login('team');
    const other = await login('admin');
    expect((await call('/api/common/userInfo', { token: first })).state).toBe(4002);
    expect((await call('/api/common/userInfo', { token: second })).state).toBe(1);
    expect((await call('/api/common/userInfo', { token: other })).state).toBe(1);
  });

  it('invalidates the token on logout', async () => {
    const token = await login();
    expect((await call('/api/auth/logout', { token, method: 'POST' })).state).toBe(1);
    expect((await call('/api/common/userInfo', { token })).state).toBe(4001);
  });
});

describe('shell calls', () => {
  it('returns the flat menu filtered by the role: pages it holds, and the directories above them', async () => {
    const menuOf = async (user: string) =>
      (await call<MenuItem[]>('/api/user/userMenu', { token: await login(user) })).result;
    expect(await menuOf('admin')).toEqual(MENU_ITEMS);
    expect(await menuOf('nobody')).toEqual([]);
    const merchant = await menuOf('merchant');
    expect(merchant.map((m) => m.path)).toEqual(templateMenu(3));
    // The directory stays although no role holds a key for it (its permission is empty).
    expect(merchant[0]).toMatchObject({ id: 10400, parentId: 0, permission: '', redirect: '/player/page' });
    const team = await menuOf('team');
    // Type 2 and 3 users get the merchant tree (ids + 10000); the team template is the demo merchant admin.
    expect(team.map((m) => m.path)).toEqual(templateMenu(2));
    expect(team.filter((m) => m.parentId === 10300).map((m) => m.path)).toEqual(
      expect.arrayContaining(['/merchant/authRole', '/merchant/authUser', '/merchant/operationLog']),
    );
    const detail = team.find((m) => m.path === '/game/betOrder/detail');
    expect(detail).toMatchObject({ component: 'game/betOrderDetail', permission: 'game.betOrder', hidden: 1 });
  });

  it('serves the look-up lists and the server clock header on every answer', async () => {
    const token = await login();
    const before = Date.now();
    const res = await call<Record<string, unknown[]>>('/api/common/initSelectData', { token });
    expect(res.result.merchantTeamList).toHaveLength(4);
    expect(res.result.merchantList).toHaveLength(12);
    expect(res.result.currencyList).toHaveLength(5);
    expect(res.result.gameList?.length).toBeGreaterThanOrEqual(24);
    for (const r of [res, await call('/api/common/ping'), await loginCall('admin', 'x')]) {
      expect(Number(r.headers.get('x-server-time'))).toBeGreaterThanOrEqual(before);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem, UserInfo } from '@/api/common';

withMockServer();

type Row = { id: number; name: string; code: string; builtIn: number; userCount: number; permissions: string[] };
const save = (token: string, body: Record<string, unknown>) => call<Row>('/api/system/authRole/save', { token, body });
const remove = (token: string, id: number) => call('/api/system/authRole/remove', { token, body: { id } });
const role = { name: '运营', code: 'ops', sort: 1, status: 1, remark: '' };

describe('system roles', () => {
  it('lists the system roles with user counts, and the enabled tree', async () => {
    const token = await login();
    const rows = (await call<{ list: Row[] }>('/api/system/authRole/list', { token })).result.list;
    expect(rows).toEqual([
      expect.objectContaining({ id: 1, name: '超级管理员', builtIn: 1, userCount: 1 }),
      expect.objectContaining({ id: 5, name: '平台管理员', builtIn: 0, userCount: 1 }),
      expect.objectContaining({ id: 6, name: '复核员', builtIn: 0, userCount: 1 }),
    ]);
    const tree = (
      await call<{ list: { type: number; permission: string }[] }>('/api/system/authRole/permissionTree', {
        token,
      })
    ).result.list;
    expect(tree.filter((i) => i.type === 3).map((i) => i.permission)).toContain('system.authUser.resetPassword');
  });

  it('normalises the keys: action keys bring their page, tree order, no duplicates; unknown keys refused', async () => {
    const token = await login();
    const saved = await save(token, {
      ...role,
      permissions: ['player.page.kickOut', 'game.index', '', 'game.index', 'game.classify.save'],
    });
    expect(saved.result.permissions).toEqual([
      'game.classify',
      'game.classify.save',
      'game.index',
      'player.page',
      'player.page.kickOut',
    ]);
    expect((await save(token, { ...role, code: 'ops2', name: 'b', permissions: ['merchant.x'] })).state).toBe(0);
  });

  it('checks name, code and their uniqueness; the code cannot change', async () => {
    const token = await login();
    expect((await save(token, { ...role, name: '', permissions: [] })).state).toBe(0);
    expect((await save(token, { ...role, code: 'A1', permissions: [] })).state).toBe(0);
    expect((await save(token, { ...role, name: '超级管理员', permissions: [] })).state).toBe(0);
    expect((await save(token, { ...role, code: 'super_admin', permissions: [] })).state).toBe(0);
    const saved = await save(token, { ...role, permissions: [] });
    expect((await save(token, { ...role, id: saved.result.id, code: 'ops_b', permissions: [] })).state).toBe(0);
  });

  it('applies a changed role on the next userInfo and userMenu', async () => {
    const admin = await login();
    const saved = await save(admin, { ...role, permissions: ['game.index'] });
    const user = await call<{ id: number }>('/api/system/authUser/save', {
      token: admin,
      body: { username: 'ops_one', nickname: 'Ops', password: '', roleId: saved.result.id, status: 1 },
    });
    expect(user.state).toBe(0); // a new user needs a password
    const { encryptText } = await import('@/lib/password-cipher');
    const { mockAesKey } = await import('@mocks/lib/aes-key');
    const password = encryptText('secret1', mockAesKey());
    const made = await call('/api/system/authUser/save', {
      token: admin,
      body: { username: 'ops_one', nickname: 'Ops', password, roleId: saved.result.id, status: 1 },
    });
    expect(made.state).toBe(1);
    const token = await login('ops_one', 'secret1');
    const menu = async () => (await call<MenuItem[]>('/api/user/userMenu', { token })).result.map((m) => m.path);
    expect(await menu()).toEqual(['/game', '/game/index']);
    await save(admin, { ...role, id: saved.result.id, permissions: ['game.index', 'player.online'] });
    expect(await menu()).toEqual(['/game', '/game/index', '/player', '/player/online']);
    const info = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token });
    expect(info.result.userInfo.role.permissions).toEqual(['game.index', 'player.online']);
    expect((await remove(admin, saved.result.id)).msg).toBe('角色已分配给用户，不允许删除');
  });

  it('never removes the built-in super admin; removes an unused role', async () => {
    const token = await login();
    expect((await remove(token, 1)).msg).toBe('内置角色不允许删除');
    const saved = await save(token, { ...role, permissions: [] });
    expect((await remove(token, saved.result.id)).state).toBe(1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockAesKey } from '@mocks/lib/aes-key';
import { call, login, loginCall } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { encryptText } from '@/lib/password-cipher';

withMockServer();

type Row = { id: number; username: string; roleName: string; status: number; lastLoginTime: string };
const cipher = (text: string) => encryptText(text, mockAesKey());
const save = (token: string, body: Record<string, unknown>) => call<Row>('/api/system/authUser/save', { token, body });
const remove = (token: string, id: number) => call('/api/system/authUser/remove', { token, body: { id } });
const user = { username: 'staff_a', nickname: '员工A', password: cipher('secret1'), roleId: 1, status: 1, remark: '' };

describe('system users', () => {
  it('lists the staff accounts with role and last login', async () => {
    const token = await login();
    const rows = (await call<{ list: Row[] }>('/api/system/authUser/list', { token })).result.list;
    expect(rows.map((r) => [r.username, r.roleName])).toEqual([
      ['admin', '超级管理员'],
      ['ops', '平台管理员'],
      ['checker', '复核员'],
    ]);
    expect(rows[0]).toMatchObject({ username: 'admin', roleName: '超级管理员', status: 1 });
    expect(rows[0]!.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(rows[0]).not.toHaveProperty('password');
  });

  it('checks the username, nickname, password and role', async () => {
    const token = await login();
    expect((await save(token, { ...user, username: 'ab' })).state).toBe(0);
    expect((await save(token, { ...user, username: 'merchant' })).msg).toBe('用户名已存在');
    expect((await save(token, { ...user, nickname: '笑😀' })).state).toBe(0);
    expect((await save(token, { ...user, password: '' })).state).toBe(0);
    expect((await save(token, { ...user, password: cipher('123') })).state).toBe(0);
    expect((await save(token, { ...user, password: 'secret1' })).state).toBe(0);
    expect((await save(token, { ...user, roleId: 3 })).state).toBe(0);
    const saved = await save(token, user);
    expect(saved.state).toBe(1);
    expect((await save(token, { ...user, id: saved.result.id, username: 'staff_b' })).msg).toBe('用户名不可修改');
    expect((await save(token, { ...user, id: saved.result.id, password: '' })).state).toBe(1);
    expect((await loginCall('staff_a', 'secret1')).state).toBe(1);
  });

  it('ends the sessions of a disabled user (4004) and of a user whose password someone else changed (4003)', async () => {
    const admin = await login();
    const saved = (await save(admin, user)).result;
    const token = await login('staff_a', 'secret1');
    await save(admin, { ...user, id: saved.id, password: cipher('secret2') });
    expect((await call('/api/common/userInfo', { token })).state).toBe(4003);
    const again = await login('staff_a', 'secret2');
    await save(admin, { ...user, id: saved.id, password: '', status: 0 });
    const ended = await call('/api/common/userInfo', { token: again, lang: 'en-US' });
    expect(ended.state).toBe(4004);
    expect((await loginCall('staff_a', 'secret2')).state).toBe(4004);
  });

  it('keeps a user from disabling or removing themself, and admin id 1 always', async () => {
    const admin = await login();
    const adminRow = { ...user, id: 1, username: 'admin', password: '' };
    expect((await save(admin, { ...adminRow, status: 0 })).state).toBe(0);
    expect((await remove(admin, 1)).state).toBe(0);
    const saved = (await save(admin, user)).result;
    const staff = await login('staff_a', 'secret1');
    expect((await save(staff, { ...user, id: saved.id, password: '', status: 0 })).msg).toBe(
      '不能停用或删除自己的账号',
    );
    expect((await remove(staff, saved.id)).state).toBe(0);
    expect((await save(staff, { ...adminRow, status: 0 })).msg).toBe('内置管理员不能停用或删除');
    expect((await remove(admin, saved.id)).state).toBe(1);
    expect((await call('/api/common/userInfo', { token: staff })).state).toBe(4001);
  });
});

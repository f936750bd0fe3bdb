// @vitest-environment node
// What an audited call writes about the record it changed (operations.md 7.2): target, only the changed fields (no
// stamps), a create as before null and a remove as after null, no password, a secret key only as ******.
import { describe, expect, it } from 'vitest';
import { mockAesKey } from '@mocks/lib/aes-key';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { encryptText } from '@/lib/password-cipher';
import type { ListResult } from '@/api/common';
import type { MerchantCreated } from '@/api/merchant';
import type { OpLogRow } from '@/api/system-logs';

withMockServer();

/** The newest log row (any user type) of a call to `url`. */
async function lastRowOf(token: string, record: string): Promise<OpLogRow> {
  const [, type, id] = /^(\w+):(.+)$/.exec(record) ?? [];
  const res = await call<ListResult<OpLogRow>>('/api/system/operationLog/history', {
    token,
    query: { targetType: type ?? '', targetId: id ?? '' },
  });
  expect(res.state, res.msg).toBe(1);
  return res.result.list[0]!;
}

const NEW_MERCHANT = {
  name: '新星娱乐',
  code: 'xinxing',
  merchantTeamId: 1,
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
};

describe('operation log changes', () => {
  it('names the record and holds only the fields the call changed', async () => {
    const token = await login();
    const res = await call('/api/player/update', { token, body: { id: 880002, nickName: '新昵称', type: 2 } });
    expect(res.state, res.msg).toBe(1);
    const row = await lastRowOf(token, 'player:880002');
    expect([row.targetType, row.targetId, row.module, row.action]).toEqual([
      'player',
      '880002',
      'player.page',
      'update',
    ]);
    const fields = row.changes.map((c) => c.field);
    expect(fields).toContain('nickName');
    expect(fields).not.toContain('updateTime');
    expect(fields.every((f) => ['nickName', 'type'].includes(f))).toBe(true);
    expect(row.changes.find((c) => c.field === 'nickName')?.after).toBe('新昵称');
  });

  it('a create has before null, a remove after null, each field once', async () => {
    const token = await login();
    const saved = await call<{ id: number }>('/api/system/config/save', {
      token,
      body: { key: 'history.test', value: 'a', valueType: 'string', name: '测试', remark: '' },
    });
    expect(saved.state, saved.msg).toBe(1);
    const created = await lastRowOf(token, `config:${saved.result.id}`);
    expect(created.changes.length).toBeGreaterThan(0);
    expect(created.changes.every((c) => c.before === null)).toBe(true);
    expect(created.changes).toContainEqual({ field: 'value', before: null, after: 'a' });
    expect(created.changes.map((c) => c.field)).not.toContain('operator');
    await call('/api/system/config/remove', { token, body: { id: saved.result.id } });
    const removed = await lastRowOf(token, `config:${saved.result.id}`);
    expect(removed.action).toBe('remove');
    expect(removed.changes.every((c) => c.after === null)).toBe(true);
    expect(removed.changes).toContainEqual({ field: 'value', before: 'a', after: null });
  });

  it('never shows a password, and a secret key only as ******', async () => {
    const token = await login();
    const password = encryptText('secret1', mockAesKey());
    const body = { username: 'staff_h', nickname: '员工H', password, roleId: 1, status: 1, remark: '' };
    const user = await call<{ id: number }>('/api/system/authUser/save', { token, body });
    expect(user.state, user.msg).toBe(1);
    const created = await lastRowOf(token, `user:${user.result.id}`);
    expect(created.changes.map((c) => c.field)).toContain('username');
    expect(JSON.stringify(created.changes)).not.toMatch(/password|secret1/i);

    const merchant = await call<MerchantCreated>('/api/merchant/index/save', { token, body: NEW_MERCHANT });
    expect(merchant.state, merchant.msg).toBe(1);
    const made = await lastRowOf(token, `merchant:${merchant.result.id}`);
    expect(made.changes).toContainEqual({ field: 'secretKey', before: null, after: '******' });
    await call('/api/merchant/index/resetKey', { token, body: { id: merchant.result.id } });
    const reset = await lastRowOf(token, `merchant:${merchant.result.id}`);
    expect(reset.changes).toEqual([{ field: 'secretKey', before: '******', after: '******' }]);
  });

  it('a refused call names no record', async () => {
    const token = await login();
    const res = await call('/api/player/update', { token, body: { id: 880003, state: 0, reason: '' } });
    expect(res.state).toBe(0);
    const log = await call<ListResult<OpLogRow>>('/api/system/operationLog/list', { token });
    const row = log.result.list.find((r) => r.url === '/api/player/update')!;
    expect([row.status, row.targetType, row.targetId, row.changes]).toEqual([0, '', '', []]);
  });
});

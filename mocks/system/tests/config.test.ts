// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { ConfigRow, JavaConfigRow } from '@/api/system';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});

const configs = (query: Record<string, string | number> = {}) =>
  call<ListResult<ConfigRow>>('/api/system/config/list', { token, query });
const save = (body: object, lang = 'zh-CN') => call<ConfigRow>('/api/system/config/save', { token, lang, body });

describe('system config', () => {
  it('lists the seven seeded built-in keys, filtered by key and builtIn', async () => {
    const all = await configs();
    expect(all.result.list.map((c) => [c.key, c.value, c.valueType, c.builtIn])).toEqual([
      ['risk.bigWinMultiple', '50', 'number', 1],
      ['risk.bigWinAmountCny', '5000', 'number', 1],
      ['player.defaultRtp', '10000', 'number', 1],
      ['export.keepDays', '7', 'number', 1],
      ['login.googleAuth', 'false', 'boolean', 1],
      ['site.name', '老虎机平台', 'string', 1],
      ['approval.expireHours', '24', 'number', 1],
    ]);
    expect((await configs({ key: 'risk' })).result.total).toBe(2);
    expect((await configs({ builtIn: 0 })).result.total).toBe(0);
  });

  it('checks the value against its type on the server', async () => {
    const base = { name: '测试', key: 'test.value', remark: '' };
    expect((await save({ ...base, value: '12abc', valueType: 'number' })).msg).toBe('参数值必须是有效数字');
    expect((await save({ ...base, value: 'Infinity', valueType: 'number' })).state).toBe(0);
    expect((await save({ ...base, value: 'yes', valueType: 'boolean' }, 'en-US')).msg).toBe(
      'The value must be true or false',
    );
    expect((await save({ ...base, value: '{"a":1,}', valueType: 'json' })).msg).toBe('参数值不是有效的JSON');
    expect((await save({ ...base, value: 'x'.repeat(2001), valueType: 'string' })).state).toBe(0);
    expect((await save({ ...base, value: '1', valueType: 'date' })).state).toBe(0);
    const ok = await save({ ...base, value: '{"tiers":[1,2]}', valueType: 'json' });
    expect(ok.result).toMatchObject({ key: 'test.value', builtIn: 0, operator: 'admin' });
    // A plain decimal only, as the console's number fields take it: exponent notation is not silently expanded.
    expect((await save({ ...base, key: 'test.other', value: '-1.5e3', valueType: 'number' })).msg).toBe(
      '参数值必须是有效数字',
    );
    expect((await save({ ...base, key: 'test.other', value: '-1500', valueType: 'number' })).state).toBe(1);
  });

  it('holds every seeded number setting to its range, with the range in the message', async () => {
    const keepDays = { id: 4, name: '导出文件保留天数', key: 'export.keepDays', valueType: 'number', remark: '' };
    expect((await save({ ...keepDays, value: '-1' })).msg).toBe('参数值须为 1 到 90 之间的整数');
    expect((await save({ ...keepDays, value: '-1' }, 'en-US')).msg).toBe(
      'The value must be a whole number from 1 to 90',
    );
    expect((await save({ ...keepDays, value: '1.5' })).state).toBe(0);
    expect((await save({ ...keepDays, value: '1e3' })).msg).toBe('参数值必须是有效数字');
    expect((await save({ ...keepDays, value: '30' })).result.value).toBe('30');
    const multiple = { id: 1, name: '大额中奖倍数', key: 'risk.bigWinMultiple', valueType: 'number', remark: '' };
    expect((await save({ ...multiple, value: '0.5' })).msg).toBe('参数值须在 1 到 100000 之间');
    expect((await save({ ...multiple, value: '12.5' })).state).toBe(1);
    for (const row of (await configs()).result.list.filter((r) => r.valueType === 'number')) {
      for (const value of ['-1', '100000000000000000000'])
        expect((await save({ ...row, value })).msg, row.key).toMatch(/^参数值须/);
    }
    expect((await configs()).result.list.find((r) => r.key === 'export.keepDays')?.value).toBe('30');
  });

  it('refuses bad, duplicate and changed keys; built-in keys keep their type and cannot be removed', async () => {
    expect((await save({ name: 'A', key: 'Risk.x', value: '1', valueType: 'number' })).state).toBe(0);
    expect((await save({ name: 'A', key: 'a', value: '1', valueType: 'number' })).state).toBe(0);
    expect((await save({ name: 'A', key: 'site.name', value: '1', valueType: 'string' })).msg).toBe('参数键已存在');
    expect((await save({ name: '', key: 'a.b', value: '1', valueType: 'string' })).state).toBe(0);
    expect((await save({ name: 'x'.repeat(51), key: 'a.b', value: '1', valueType: 'string' })).state).toBe(0);
    const site = { id: 6, name: '站点名称', key: 'site.name', remark: '' };
    expect((await save({ ...site, key: 'site.title', value: 'X', valueType: 'string' })).msg).toBe('参数键不能修改');
    expect((await save({ ...site, value: '{}', valueType: 'json' })).msg).toBe('内置参数的值类型不能修改');
    expect((await save({ ...site, value: '新平台', valueType: 'string' })).result.value).toBe('新平台');
    const removed = await call('/api/system/config/remove', { token, body: { id: 6 } });
    expect(removed).toMatchObject({ state: 0, msg: '内置参数不能删除' });
    const created = await save({ name: 'B', key: 'b.c', value: 'true', valueType: 'boolean' });
    expect((await call('/api/system/config/remove', { token, body: { id: created.result.id } })).state).toBe(1);
    expect((await configs()).result.total).toBe(7);
    expect((await call('/api/system/config/refreshCache', { token, body: {} })).state).toBe(1);
  });
});

const javaList = (query: Record<string, string | number> = {}) =>
  call<ListResult<JavaConfigRow>>('/api/system/javaConfig/list', { token, query });
const javaSave = (body: object) => call<JavaConfigRow>('/api/system/javaConfig/save', { token, body });
const publish = (body: object) => call<{ published: number }>('/api/system/javaConfig/publish', { token, body });

describe('system javaConfig', () => {
  it('seeds seven published rows; a save bumps the version and leaves it pending until published', async () => {
    const all = await javaList();
    expect(all.result.total).toBe(7);
    expect(all.result.list.every((r) => r.syncStatus === 1 && r.version === 1 && r.publishedVersion === 1)).toBe(true);
    const spin = all.result.list.find((r) => r.key === 'spin.timeoutMs')!;
    const saved = await javaSave({ ...spin, value: '3500' });
    expect(saved.result).toMatchObject({ version: 2, publishedVersion: 1, syncStatus: 0 });
    expect((await javaSave({ ...spin, value: '4000' })).result.version).toBe(3);
    expect((await javaList({ syncStatus: 0 })).result.list.map((r) => r.key)).toEqual(['spin.timeoutMs']);
    expect((await publish({ ids: [spin.id] })).result.published).toBe(1);
    const after = (await javaList({ key: 'spin' })).result.list[0]!;
    expect(after).toMatchObject({ version: 3, publishedVersion: 3, syncStatus: 1, publisher: 'admin' });
    expect(after.publishTime).not.toBe('2025-06-01 10:00:00');
  });

  it('publishes by service or every pending row', async () => {
    const rows = (await javaList()).result.list;
    for (const row of rows.filter((r) => r.key.startsWith('callback') || r.key.startsWith('combine'))) {
      await javaSave({ ...row, value: String(Number(row.value) + 1) });
    }
    expect((await publish({ service: 'wallet-server' })).result.published).toBe(2);
    const created = await javaSave({
      service: 'cron-worker',
      key: 'pool-size',
      value: '8',
      valueType: 'number',
      description: '',
    });
    expect(created.result).toMatchObject({ version: 1, publishedVersion: 0, syncStatus: 0 });
    expect((await publish({})).result.published).toBe(2);
    expect((await publish({})).result.published).toBe(0);
    expect((await publish({ ids: [] })).state).toBe(0);
    expect((await publish({ service: 'nope' })).state).toBe(0);
  });

  it('holds every seeded number config to its range, per service', async () => {
    const rows = (await javaList()).result.list;
    const retry = rows.find((r) => r.key === 'callback.retryTimes')!;
    expect((await javaSave({ ...retry, value: '11' })).msg).toBe('参数值须为 0 到 10 之间的整数');
    expect((await javaSave({ ...retry, value: '5', valueType: 'string' })).state).toBe(0);
    expect((await javaSave({ ...retry, value: '0' })).state).toBe(1);
    for (const row of rows.filter((r) => r.valueType === 'number')) {
      for (const value of ['-1', '100000000000000000000'])
        expect((await javaSave({ ...row, value })).msg, row.key).toMatch(/^参数值须/);
    }
    const elsewhere = { service: 'report-server', key: 'callback.retryTimes', value: '99', valueType: 'number' };
    expect((await javaSave({ ...elsewhere, description: '' })).state).toBe(1);
  });

  it('checks service, key pattern, uniqueness per service and the typed value', async () => {
    const base = { key: 'x.y', value: '1', valueType: 'number', description: '' };
    expect((await javaSave({ ...base, service: 'mail-server' })).msg).toBe('服务无效');
    expect((await javaSave({ ...base, service: 'game-server', key: '9x' })).state).toBe(0);
    expect((await javaSave({ ...base, service: 'game-server', key: 'spin.timeoutMs' })).msg).toBe('参数键已存在');
    expect((await javaSave({ ...base, service: 'report-server', key: 'spin.timeoutMs' })).state).toBe(1);
    expect((await javaSave({ ...base, service: 'game-server', value: 'fast' })).state).toBe(0);
    expect((await javaSave({ ...base, service: 'game-server', value: 'on', valueType: 'boolean' })).state).toBe(0);
  });
});

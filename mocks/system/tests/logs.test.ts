// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNow } from '@mocks/lib/clock';
import { formatTime, HOUR_MS } from '@mocks/lib/time';
import { allPlayers } from '@mocks/domain/players/players';
import { playerWallet } from '@mocks/domain/players/wallet';
import { readFileSync } from 'node:fs';
import { ENDPOINT_PERMISSIONS } from '@mocks/lib/endpoint-permissions';
import { auditTarget } from '@mocks/system/handlers/operation-audit';
import { call, login, loginCall } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { OpLogRow, RuntimeLogRow } from '@/api/system-logs';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});

const opLog = (query: Record<string, string | number> = {}) =>
  call<ListResult<OpLogRow>>('/api/system/operationLog/list', { token, query });

describe('operation log', () => {
  it('names the page and verb from the permission table', () => {
    expect(auditTarget('POST', '/api/game/index/batchSet')).toEqual({
      module: 'game.index',
      action: 'batchSet',
      permission: 'game.index.batchSet',
    });
    expect(auditTarget('POST', '/api/player/updateBalance')).toEqual({
      module: 'player.info',
      action: 'updateBalance',
      permission: 'player.updateBalance',
    });
    expect(auditTarget('POST', '/base/api/user/login')).toEqual({ module: 'auth', action: 'login', permission: '' });
    expect(auditTarget('POST', '/api/export/task/remove')).toEqual({
      module: 'export.task',
      action: 'remove',
      permission: '',
    });
  });

  it('writes the verb a registration declares: a status switch logs enable or disable, not its path', async () => {
    expect(auditTarget('POST', '/api/system/crontab/changeStatus', { id: 1, status: 0 }).action).toBe('disable');
    expect(auditTarget('POST', '/api/merchant/index/changeStatus', { id: 101, status: 1 }).action).toBe('enable');
    await call('/api/system/crontab/changeStatus', { token, body: { id: 1, status: 0 } });
    await call('/api/system/crontab/changeStatus', { token, body: { id: 1, status: 1 } });
    const [enabled, disabled] = (await opLog({ module: 'system.crontab' })).result.list;
    expect([enabled?.action, disabled?.action]).toEqual(['enable', 'disable']);
  });

  it('has a label in every language for every verb the log writes', () => {
    const verbs = new Set(['login', 'logout', 'enable', 'disable']);
    // The upload is the one POST the audit leaves out.
    const audited = Object.keys(ENDPOINT_PERMISSIONS).filter((e) => e.startsWith('POST ') && !e.endsWith('/upload'));
    for (const endpoint of audited) {
      const path = endpoint.slice(5);
      for (const body of [{ status: 0 }, { status: 1 }]) verbs.add(auditTarget('POST', path, body).action);
    }
    for (const lng of ['zh-CN', 'en-US', 'pt-BR']) {
      const read = (ns: string) =>
        JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as {
          actions?: Record<string, string>;
          operationLog?: { verbs?: Record<string, string> };
        };
      const labels = { ...read('menu').actions, ...read('shared').operationLog?.verbs };
      expect(
        [...verbs].filter((v) => !labels[v]),
        lng,
      ).toEqual([]);
    }
  });

  it('logs a POST with its password masked, the status of the envelope and the caller', async () => {
    const body = {
      id: 2,
      code: 'USD',
      name: '美元',
      symbol: '$',
      decimals: 2,
      sort: 2,
      status: 1,
      password: 'secret1',
      nested: { secretKey: 'k' },
    };
    await call('/api/system/currency/save', { token, body });
    await call('/api/system/currency/remove', { token, body: { id: 1 } });
    const rows = (await opLog()).result.list;
    const [removed, saved] = rows;
    expect(removed).toMatchObject({
      module: 'system.currency',
      action: 'remove',
      status: 0,
      message: '人民币不能停用或删除',
    });
    expect(saved).toMatchObject({
      username: 'admin',
      userType: 1,
      module: 'system.currency',
      action: 'save',
      status: 1,
      method: 'POST',
      url: '/api/system/currency/save',
    });
    expect(saved?.params).toContain('"password":"******"');
    expect(saved?.params).toContain('"secretKey":"******"');
    expect(saved?.params).not.toContain('secret1');
    expect(saved?.costMs).toBeGreaterThanOrEqual(0);
  });

  it('logs logins, failed ones too, and logouts; cuts params to 2000 characters; filters', async () => {
    await loginCall('admin', 'wrong');
    await call('/api/system/currency/save', { token, body: { remark: 'x'.repeat(3000) } });
    await call('/api/auth/logout', { token, body: {} });
    token = await login();
    const rows = (await opLog()).result.list;
    expect(rows[0]).toMatchObject({ module: 'auth', action: 'login', status: 1 });
    expect(rows[1]).toMatchObject({ module: 'auth', action: 'logout', status: 1 });
    expect(rows[2]?.params.length).toBe(2000);
    const failed = rows.find((r) => r.action === 'login' && r.status === 0);
    expect(failed).toMatchObject({ username: 'admin', message: '用户名或密码错误' });
    expect(failed?.params).toContain('"password":"******"');
    expect((await opLog({ action: 'login', status: 0 })).result.list).toHaveLength(1);
    expect((await opLog({ module: 'auth' })).result.total).toBe(4); // beforeEach's login, the failed one, logout, login
    expect((await opLog({ date: '2020-01-01 00:00:00,2020-01-09 00:00:00' })).msg).toBe('时间不能超过7天');
  });

  it('keeps merchant users out of the system log', async () => {
    const merchant = await login('merchant');
    await call('/api/player/update', { token: merchant, body: { id: 880001, nickName: 'x' } });
    expect((await opLog({ username: 'merchant' })).result.list.filter((r) => r.action !== 'login')).toEqual([]);
  });
});

describe('runtime log', () => {
  const logs = (query: Record<string, string | number> = {}) =>
    call<ListResult<RuntimeLogRow>>('/api/system/runtimeLog/list', { token, query });

  it('answers the last hour newest first, in ms, with a minimum level and at most 200 a page', async () => {
    const res = await logs({ pageSize: 500 });
    expect(res.result.list.length).toBe(200);
    const times = res.result.list.map((r) => r.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]).toBeGreaterThan(mockNow() - HOUR_MS);
    expect(String(times[0])).toHaveLength(13);
    const warn = await logs({ level: 'WARN', pageSize: 200 });
    expect(new Set(warn.result.list.map((r) => r.level))).toEqual(new Set(['WARN', 'ERROR']));
    const errors = (await logs({ level: 'ERROR', pageSize: 200 })).result.list;
    expect(errors.every((r) => r.stack.length > 0)).toBe(true);
  });

  it('refuses more than 24 hours', async () => {
    const res = await logs({ date: `${formatTime(mockNow() - 25 * HOUR_MS)},${formatTime(mockNow())}` });
    expect(res.msg).toBe('时间不能超过24小时');
    const en = await call('/api/system/runtimeLog/list', {
      token,
      lang: 'en-US',
      query: { date: `${formatTime(mockNow() - 25 * HOUR_MS)},${formatTime(mockNow())}` },
    });
    expect(en.msg).toBe('The time range cannot exceed 24 hours');
  });

  it('has one wallet-server ERROR per callback-timed-out transfer, found by its refId', async () => {
    const transfer = allPlayers()
      .flatMap((p) => playerWallet(p).transfers)
      .find((t) => t.tradeState === 2 && t.at < mockNow() - HOUR_MS);
    expect(transfer).toBeDefined();
    const at = transfer!.at;
    const date = `${formatTime(at - 60_000)},${formatTime(at + 60_000)}`;
    const res = await logs({ date, traceId: transfer!.refId });
    expect(res.result.list).toHaveLength(1);
    expect(res.result.list[0]).toMatchObject({ level: 'ERROR', service: 'wallet-server', time: at });
    expect(res.result.list[0]?.message).toContain('callback timeout');
    const byKeyword = await logs({ date, keyword: 'CALLBACK TIMEOUT', service: 'wallet-server' });
    expect(byKeyword.result.list.map((r) => r.traceId)).toContain(transfer!.refId);
  });

  it('is the same on every call', async () => {
    const date = `${formatTime(mockNow() - 3 * HOUR_MS)},${formatTime(mockNow() - 2 * HOUR_MS)}`;
    expect((await logs({ date })).result).toEqual((await logs({ date })).result);
  });
});

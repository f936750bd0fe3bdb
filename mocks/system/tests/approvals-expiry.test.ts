// @vitest-environment node
// Expiry (operations.md 7.1): expireTime = createTime + approval.expireHours (config 4.1: a whole number 1-720,
// seeded 24), fixed when the request is made. After it the request is 5, stored: never pending again (also with the
// clock set back), not counted, not decided, not withdrawn.
import { describe, expect, it } from 'vitest';
import { setClockSkew } from '@mocks/lib/clock';
import { HOUR_MS, parseTime } from '@mocks/lib/time';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { makerAndChecker } from '@mocks/system/tests/approval-client';
import type { ConfigRow } from '@/api/system';
import type { ListResult } from '@/api/common';

withMockServer();

const PLAYER = 880001;

async function setExpireHours(value: string) {
  const token = await login();
  const rows = (await call<ListResult<ConfigRow>>('/api/system/config/list', { token, query: { key: 'approval' } }))
    .result.list;
  const row = rows.find((r) => r.key === 'approval.expireHours');
  return call('/api/system/config/save', { token, body: { ...row, value } });
}

describe('approval.expireHours', () => {
  it('is seeded 24, a whole number 1-720', async () => {
    for (const bad of ['0', '721', '1.5']) expect((await setExpireHours(bad)).state, bad).toBe(0);
    expect((await setExpireHours('720')).state).toBe(1);
    const { ops } = await makerAndChecker();
    const row = (await ops.detail((await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0)).result;
    expect(parseTime(row.expireTime)! - parseTime(row.createTime)!).toBe(720 * HOUR_MS);
  });

  it('is fixed when the request is made', async () => {
    const { ops } = await makerAndChecker();
    const id = (await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
    const row = (await ops.detail(id)).result;
    expect(parseTime(row.expireTime)! - parseTime(row.createTime)!).toBe(24 * HOUR_MS);
    await setExpireHours('1');
    expect((await ops.detail(id)).result.expireTime).toBe(row.expireTime);
  });
});

describe('an expired request', () => {
  it('is 5 from its expireTime on: not pending, counted, decided or withdrawn, even with the clock set back', async () => {
    await setExpireHours('1');
    const { ops, checker } = await makerAndChecker();
    const id = (await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
    expect(await checker.count()).toBe(4);
    setClockSkew(HOUR_MS + 1000);
    expect((await checker.detail(id)).result.status).toBe(5);
    expect(await checker.count()).toBe(3);
    expect((await checker.pending('player', PLAYER)).result.list).toEqual([]);
    expect((await checker.approve(id)).msg).toBe('该申请已过期');
    expect((await checker.reject(id, '已经过期了')).msg).toBe('该申请已过期');
    expect((await ops.withdraw(id)).msg).toBe('该申请已过期');
    setClockSkew(0);
    expect((await checker.detail(id)).result.status).toBe(5);
    // The record is free for a new request.
    expect((await ops.updateBalance(PLAYER, 20000)).result?.status).toBe(1);
  });

  it('the seeded expired one is 5; the seeded decided ones keep their checker', async () => {
    const { checker } = await makerAndChecker();
    const seeded = (await checker.list({ mine: 0 })).result.list.filter((r) => r.id <= 6);
    expect(seeded.map((r) => r.status).sort()).toEqual([1, 1, 1, 2, 3, 5]);
    expect(seeded.filter((r) => r.status === 2 || r.status === 3).map((r) => r.checkerName)).toEqual([
      'checker',
      'checker',
    ]);
  });
});

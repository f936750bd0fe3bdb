// @vitest-environment node
// The server clock can run ahead of the machine's (mocks/lib/clock.ts). Here the machine says 22:30 (UTC+8) and the
// server 02:00 of the next day: the server's header and its default "today" follow the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockSkew, mockNow, setClockSkew } from '@mocks/lib/clock';
import { resetDb } from '@mocks/node';
import { DAY_MS, HOUR_MS, formatTime, startOfDay } from '@mocks/lib/time';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { BetOrder } from '@/api/game';

withMockServer();

const machine = startOfDay(Date.now()) + 22.5 * HOUR_MS;
const SKEW = 3.5 * HOUR_MS;
const machineDay = formatTime(machine).slice(0, 10);
const serverDay = formatTime(machine + SKEW).slice(0, 10);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: machine });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetDb();
});

describe('the mock clock', () => {
  it('moves x-server-time and the bet order list default day to the server clock', async () => {
    expect(formatTime(machine + SKEW)).toBe(`${serverDay} 02:00:00`);
    setClockSkew(SKEW);
    const token = await login();
    const res = await call<ListResult<BetOrder>>('/api/game/betOrder/list', { token, query: { pageSize: 1000 } });
    expect(Number(res.headers.get('x-server-time'))).toBe(machine + SKEW);
    expect(res.result.total).toBeGreaterThan(0);
    expect(res.result.list.every((r) => r.balanceTime.startsWith(serverDay))).toBe(true);
    expect(machineDay).not.toBe(serverDay);
  });

  it('defaults to no skew, takes MOCK_CLOCK_SKEW_MS, and resetDb goes back to that default', async () => {
    expect(clockSkew()).toBe(0);
    expect(mockNow()).toBe(machine);
    vi.stubEnv('MOCK_CLOCK_SKEW_MS', String(-DAY_MS));
    expect(mockNow()).toBe(machine - DAY_MS);
    setClockSkew(SKEW);
    expect(Number((await call('/api/common/ping')).headers.get('x-server-time'))).toBe(machine + SKEW);
    resetDb();
    expect(clockSkew()).toBe(-DAY_MS);
  });
});

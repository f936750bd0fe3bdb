import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  MAX_CHECK_INTERVAL_MS,
  nextCheckDelay,
  startVersionCheck,
  type VersionCheckEnv,
} from './version-check';

function harness(results: Array<boolean | 'fail'> = []) {
  const calls: number[] = [];
  let visible = true;
  let online = true;
  let events: { visible: () => void; online: () => void } = { visible: () => {}, online: () => {} };
  const env: VersionCheckEnv = {
    check: vi.fn(async () => {
      calls.push(Date.now());
      const next = results.shift() ?? false;
      if (next === 'fail') throw new Error('offline');
      return next;
    }),
    onNewVersion: vi.fn(),
    isVisible: () => visible,
    isOnline: () => online,
    watch: (handlers) => {
      events = handlers;
      return () => {};
    },
  };
  const stop = startVersionCheck(env);
  return {
    env,
    stop,
    /** Seconds since start of each check. */
    at: () => calls.map((t) => (t - START) / 1000),
    setVisible(value: boolean) {
      visible = value;
      events.visible();
    },
    setOnline(value: boolean) {
      online = value;
      if (value) events.online();
    },
  };
}

const START = Date.UTC(2025, 0, 1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('new-version check schedule', () => {
  it('checks every 30 s', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(95_000);
    expect(h.at()).toEqual([30, 60, 90]);
    h.stop();
  });

  it('after 3 failures the interval doubles, up to 5 minutes; a success resets it', async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(nextCheckDelay)).toEqual([
      30_000,
      30_000,
      60_000,
      120_000,
      240_000,
      300_000,
      MAX_CHECK_INTERVAL_MS,
    ]);
    const h = harness(['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', false, false]);
    await vi.advanceTimersByTimeAsync(2_000_000);
    // failures at 30, 60, 90 (3rd) -> +60 = 150 -> +120 = 270 -> +240 = 510 -> +300 = 810 (7th fails) -> +300 = 1110 ok -> +30
    expect(h.at().slice(0, 10)).toEqual([30, 60, 90, 150, 270, 510, 810, 1110, 1140, 1170]);
    h.stop();
  });

  it('coming back online forgets the failures', async () => {
    const h = harness(['fail', 'fail', 'fail', 'fail', false, false]);
    await vi.advanceTimersByTimeAsync(150_000); // 30, 60, 90, 150: next would be 120 s later
    expect(h.at()).toEqual([30, 60, 90, 150]);
    h.setOnline(false);
    h.setOnline(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.at()).toEqual([30, 60, 90, 150, 180]);
    h.stop();
  });

  it('does not check while hidden or offline, and catches up when visible again', async () => {
    const h = harness();
    h.setVisible(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.at()).toEqual([]);
    h.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.at()).toEqual([120]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(h.at()).toEqual([120, 150]);
    h.stop();
  });

  it('a new build shows the prompt once and stops checking', async () => {
    const h = harness([false, true]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(h.at()).toEqual([30, 60]);
    expect(h.env.onNewVersion).toHaveBeenCalledTimes(1);
    h.stop();
  });
});

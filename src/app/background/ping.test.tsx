import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS, PING_STORAGE_KEY, pingIfDue, startPinger } from './ping';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 1, 12));
});
afterEach(() => vi.useRealTimers());

describe('ping throttle', () => {
  it('pings at most once per 10 minutes while the tab runs', async () => {
    const send = vi.fn(async () => null);
    const stop = startPinger(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 60_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
  });

  it('another tab, or this tab after a reload, sees the last ping through storage', async () => {
    const first = vi.fn(async () => null);
    const second = vi.fn(async () => null);
    expect(await pingIfDue(first)).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(await pingIfDue(second)).toBe(false);
    expect(localStorage.getItem(PING_STORAGE_KEY)).toBe(String(Date.UTC(2025, 0, 1, 12)));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(await pingIfDue(second)).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a failed ping still counts, so failures are not retried in a burst', async () => {
    const send = vi.fn(async () => {
      throw new Error('network');
    });
    expect(await pingIfDue(send)).toBe(true);
    expect(await pingIfDue(send)).toBe(false);
  });
});

// How far generated history reaches. A platform has no bet, session or transfer timed after "now", so rows generated
// for later today stay hidden until their time comes (lists grow during the day, as on the real platform).
// VITE_MOCK_HORIZON=day shows the whole of today instead: the browser suite, Vitest and the benchmark set it, so a
// test finds the same rows at 00:05 as at 23:55 (at 00:05 the platform has served only a few dozen orders today).
import { mockNow } from '@mocks/lib/clock';
import { DAY_MS, startOfToday } from '@mocks/lib/time';

function mode(): string | undefined {
  const fromVite = import.meta.env?.VITE_MOCK_HORIZON;
  const fromNode = typeof process !== 'undefined' ? process.env?.VITE_MOCK_HORIZON : undefined;
  return fromVite || fromNode;
}

/** The latest instant a generated row may carry. */
export function dataHorizon(now = mockNow()): number {
  return mode() === 'day' ? startOfToday(now) + DAY_MS - 1 : now;
}

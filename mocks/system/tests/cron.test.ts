// @vitest-environment node
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { formatTime, parseTime } from '@mocks/lib/time';
import { fireTimes, isValidCron, nextFireTime, parseCron } from '@mocks/system/db/cron';

const at = (text: string) => parseTime(text)!;
const next = (expression: string, after: string) => {
  const ms = nextFireTime(parseCron(expression)!, at(after));
  return ms === null ? null : formatTime(ms);
};

describe('the scheduler cron grammar', () => {
  it('takes the five-field forms of system.md 4.3', () => {
    for (const ok of [
      '0 1 * * *',
      '*/30 * * * *',
      '0 0 1 * *',
      '5,35 8-18/2 * 1-6 1-5',
      '0 0 * * 7',
      '0 0 * * 0',
      '59 23 31 12 *',
    ]) {
      expect(isValidCron(ok), ok).toBe(true);
    }
  });

  it('refuses names, L, W, ?, #, six fields, bare-number steps and out-of-range values', () => {
    for (const bad of [
      '0 0 L * *',
      '0 0 ? * *',
      '0 0 * * 1#2',
      '0 0 15W * *',
      '0 0 * * MON',
      '0 0 * JAN *',
      '0 0 0 * * *',
      '0 * * *',
      '5/10 * * * *',
      '60 * * * *',
      '0 24 * * *',
      '0 0 0 * *',
      '0 0 * 13 *',
      '0 0 * * 8',
      '0 0 5-1 * *',
      '*/0 * * * *',
      '',
    ]) {
      expect(isValidCron(bad), bad).toBe(false);
    }
  });

  it('computes fire times in UTC+8; either restricted day field may match', () => {
    expect(next('0 1 * * *', '2026-03-10 00:30:00')).toBe('2026-03-10 01:00:00');
    expect(next('0 1 * * *', '2026-03-10 01:00:00')).toBe('2026-03-11 01:00:00');
    expect(next('0 3 1 * *', '2026-03-10 00:00:00')).toBe('2026-04-01 03:00:00');
    // The 13th or a Friday: 2026-03-13 is a Friday, 2026-03-11 a Wednesday.
    expect(next('0 0 13 * 5', '2026-03-11 12:00:00')).toBe('2026-03-13 00:00:00');
    expect(next('0 0 13 * 3', '2026-03-10 12:00:00')).toBe('2026-03-11 00:00:00');
    // Only the weekday restricted: Sundays (7 = 0).
    expect(next('0 0 * * 7', '2026-03-10 12:00:00')).toBe('2026-03-15 00:00:00');
    expect(next('0 0 29 2 *', '2026-03-10 00:00:00')).toBe('2028-02-29 00:00:00');
    expect(next('0 0 31 2 *', '2026-03-10 00:00:00')).toBeNull();
    expect(fireTimes(parseCron('*/30 * * * *')!, at('2026-03-10 00:00:00'), at('2026-03-10 02:00:00'))).toHaveLength(5);
  });

  it('agrees with croner (the console preview) on the seeded schedules', () => {
    const from = new Date(at('2026-03-10 07:31:00'));
    for (const expression of [
      '0 1 * * *',
      '0 0 1 * *',
      '0 3 1 * *',
      '10 0 * * *',
      '0 * * * *',
      '*/30 * * * *',
      '30 9 * * 1-5',
    ]) {
      const theirs = new Cron(expression, { paused: true, timezone: 'Asia/Shanghai' })
        .nextRuns(3, from)
        .map((d) => formatTime(d.getTime()));
      const ours = fireTimes(parseCron(expression)!, from.getTime() + 1, from.getTime() + 400 * 86_400_000, 3).map(
        formatTime,
      );
      expect(ours, expression).toEqual(theirs);
    }
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  consoleNow,
  EMPTY_TEXT,
  formatAmount,
  formatCount,
  formatTime,
  isNegative,
  plainNumber,
  todayRange,
} from './format';

describe('formats', () => {
  it('amounts: thousands separators, two decimals, -- when empty or not a number', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount('88.1')).toBe('88.10');
    expect(formatAmount(3, 0)).toBe('3');
    for (const empty of [null, undefined, '', '  ', 'abc', Number.NaN]) expect(formatAmount(empty)).toBe(EMPTY_TEXT);
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(isNegative(-0.01)).toBe(true);
    expect(isNegative('5')).toBe(false);
  });

  it('numbers with up to N decimals: written out in full, never in exponent notation, no padding', () => {
    expect(formatCount(1e-8, 8)).toBe('0.00000001');
    expect(formatCount(7.18, 8)).toBe('7.18');
    expect(formatCount(0.123456789, 8)).toBe('0.12345679');
    expect(formatCount(1234.5)).toBe('1,235');
  });

  it('plain numbers for files: no grouping, fixed decimals, a sign only when below zero after rounding', () => {
    expect(plainNumber(10368.85)).toBe('10368.85');
    expect(plainNumber(-1234567.891)).toBe('-1234567.89');
    expect(plainNumber('1,000')).toBe('1000.00');
    expect(plainNumber(-0.001)).toBe('0.00');
    expect(plainNumber(12345, 0)).toBe('12345');
    expect(plainNumber(1e21 / 1e10)).toBe('100000000000.00');
    for (const empty of [null, undefined, '', 'abc']) expect(plainNumber(empty)).toBe('');
  });

  it('times: strings as they are, 13-digit ms and 10-digit s in UTC+8, -- when empty', () => {
    expect(formatTime('2026-03-01 08:09:10')).toBe('2026-03-01 08:09:10');
    const ms = Date.UTC(2026, 2, 1, 0, 9, 10);
    expect(formatTime(ms)).toBe('2026-03-01 08:09:10');
    expect(formatTime(String(ms))).toBe('2026-03-01 08:09:10');
    expect(formatTime(Math.floor(ms / 1000))).toBe('2026-03-01 08:09:10');
    expect(formatTime(ms, 'YYYY-MM-DD')).toBe('2026-03-01');
    for (const empty of [null, undefined, '', 0]) expect(formatTime(empty)).toBe(EMPTY_TEXT);
    expect(formatTime('not a time')).toBe('not a time');
  });

  it('today is the UTC+8 calendar day, whatever the host zone', () => {
    // 2026-03-01 20:00 UTC is already 2 March in UTC+8.
    const now = Date.UTC(2026, 2, 1, 20, 0, 0);
    expect(consoleNow(now).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-02 04:00:00');
    const [start, end] = todayRange(now);
    expect([start.format('YYYY-MM-DD HH:mm:ss'), end.format('YYYY-MM-DD HH:mm:ss')]).toEqual([
      '2026-03-02 00:00:00',
      '2026-03-02 23:59:59',
    ]);
    expect(dayjs.isDayjs(start)).toBe(true);
  });
});

// The months merchant.bill/generate takes (merchant.md 2.4, 2.6): completed, and inside the 62-day history.
import { describe, expect, it } from 'vitest';
import { billMonthRefusal, historyFirstDay } from '@/lib/contract/bill-month';

describe('billMonthRefusal', () => {
  it('takes last month, refuses this and later months and months that start before the history', () => {
    expect(historyFirstDay('2026-11-27')).toBe('2026-09-27');
    expect(billMonthRefusal('2026-10', '2026-11-27')).toBeUndefined();
    expect(billMonthRefusal('2026-11', '2026-11-27')).toBe('monthNotCompleted');
    expect(billMonthRefusal('2026-12', '2026-11-27')).toBe('monthNotCompleted');
    expect(billMonthRefusal('2026-09', '2026-11-27')).toBe('monthNoData');
  });

  it('early in a month the history still holds the month before last', () => {
    expect(historyFirstDay('2027-01-01')).toBe('2026-11-01');
    expect(billMonthRefusal('2026-11', '2027-01-01')).toBeUndefined();
    expect(billMonthRefusal('2026-12', '2027-01-01')).toBeUndefined();
    expect(billMonthRefusal('2026-10', '2027-01-01')).toBe('monthNoData');
  });
});

import { describe, expect, it } from 'vitest';
import { monthDays } from '@/lib/months';

describe('monthDays', () => {
  it('ends on the month’s own last day', () => {
    expect(monthDays('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthDays('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthDays('2026-10')).toEqual(['2026-10-01', '2026-10-31']);
    expect(monthDays('2026-11')).toEqual(['2026-11-01', '2026-11-30']);
  });
});

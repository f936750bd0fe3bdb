// A drill's identity carries its filters by name, so the drilled page can name its tab from its own filters.
import { describe, expect, it } from 'vitest';
import { drillCodes, drillIdentity, parseDrillIdentity } from '@/components/resource-kit/detail/drill';
import { drillTitle } from '@/components/resource-kit/detail/drill-title';
import { defineEnum } from '@/components/resource-kit/enums';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const STATUS = defineEnum('shared', 'betOrderStatus', [{ value: 1 }, { value: 2 }]);
const SOURCE = defineEnum('shared', 'dataType', [{ value: 'es' }, { value: 'mongo' }]);
const FILTERS = [
  { key: 'dataType', kind: 'enum', enum: SOURCE, defaultValue: 'es' },
  { key: 'status', kind: 'enum', enum: STATUS },
  { key: 'period', kind: 'period' },
  { key: 'date', kind: 'dateRange' },
] as const;
const text = (lng: string) =>
  resourceText({ ns: 'game', prefix: 'betOrder', name: 'game.betOrder' } as ResourceDefinition, i18n.getFixedT(lng));

describe('drill identity and title', () => {
  it('round-trips field names and values, ranges by day, odd characters included', () => {
    const identity = drillIdentity({
      note: 'a,b:c~d',
      status: 1,
      date: ['2026-11-25 00:00:00', '2026-11-26 23:59:59'],
    });
    expect(parseDrillIdentity(identity)).toEqual([
      ['note', 'a,b:c~d'],
      ['status', '1'],
      ['date', ['2026-11-25', '2026-11-26']],
    ]);
    expect(drillCodes(identity)).toBe('a,b:c~d 1 2026-11-25~2026-11-26');
    // an address from before names were kept: shown as it is
    expect(drillCodes('es 1017 USD')).toBe('es 1017 USD');
  });

  it('shows each value as its filter does, in the given language; the default data source says nothing', () => {
    const identity = drillIdentity({
      dataType: 'es',
      status: 1,
      period: 'day',
      date: ['2026-11-25 00:00:00', '2026-11-25 23:59:59'],
      other: 'X',
    });
    expect(drillTitle([...FILTERS], text('zh-CN'), identity)).toBe('成功 · 按日 · 2026-11-25 · X');
    expect(drillTitle([...FILTERS], text('en-US'), identity)).toBe('Success · By day · 2026-11-25 · X');
    expect(
      drillTitle([...FILTERS], text('zh-CN'), drillIdentity({ dataType: 'mongo', date: ['2026-11-01', '2026-11-30'] })),
    ).toBe('MongoDB · 2026-11-01 ~ 2026-11-30');
  });
});

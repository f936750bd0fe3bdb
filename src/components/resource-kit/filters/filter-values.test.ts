import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetRange } from '@/components/inputs/date-range-picker';
import { defineEnum } from '@/components/resource-kit/enums';
import {
  defaultFilterValues,
  filterProblem,
  fromCrudFilters,
  toCrudFilters,
} from '@/components/resource-kit/filters/filter-values';
import { resourceText } from '@/components/resource-kit/resource-text';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { i18n } from '@/i18n/i18n';
import type { FilterDecl } from '@/components/resource-kit/types';

const TYPE = defineEnum('game', 'orderIdType', [{ value: 'id' }, { value: 'pid' }]);
const STATUS = defineEnum('game', 'status', [{ value: 1 }, { value: 2 }]);
const filters: FilterDecl[] = [
  { key: 'id', kind: 'text', typeSwitch: { key: 'idType', enum: TYPE, defaultValue: 'id' } },
  { key: 'gameId', kind: 'select', lookup: 'gameList' },
  { key: 'status', kind: 'enum', enum: STATUS },
  { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
];

describe('filter values', () => {
  it('starts from the declared defaults (today for the date range)', () => {
    const values = defaultFilterValues(filters);
    expect(values.idType).toBe('id');
    expect((values.date as dayjs.Dayjs[]).map((d) => d.format('HH:mm:ss'))).toEqual(['00:00:00', '23:59:59']);
  });

  it('turns panel values into plain filters and back (as they come back from the URL)', () => {
    const crud = toCrudFilters(filters, {
      id: ' 123 ',
      idType: 'pid',
      gameId: 1004,
      status: undefined,
      date: [dayjs('2026-03-01 00:00:00'), dayjs('2026-03-03 23:59:59')],
    });
    expect(crud).toEqual([
      { field: 'id', operator: 'eq', value: '123' },
      { field: 'idType', operator: 'eq', value: 'pid' },
      { field: 'gameId', operator: 'eq', value: 1004 },
      { field: 'date', operator: 'between', value: ['2026-03-01 00:00:00', '2026-03-03 23:59:59'] },
    ]);
    // The URL hands numbers back as strings.
    const fromUrl = crud.map((f) =>
      'field' in f ? { ...f, value: Array.isArray(f.value) ? f.value : String(f.value) } : f,
    );
    const back = fromCrudFilters(filters, [...fromUrl, { field: 'status', operator: 'eq', value: '2' }]);
    expect(back).toMatchObject({ id: '123', idType: 'pid', gameId: 1004, status: 2 });
    expect((back.date as dayjs.Dayjs[]).map((d) => d.format('YYYY-MM-DD HH:mm:ss'))).toEqual([
      '2026-03-01 00:00:00',
      '2026-03-03 23:59:59',
    ]);
  });

  it('finds a date range longer than its filter allows', () => {
    const range = (preset: 'last7Days' | 'last30Days') => ({
      field: 'date',
      operator: 'between' as const,
      value: presetRange(preset).map((d) => d.format('YYYY-MM-DD HH:mm:ss')),
    });
    const text = resourceText(resolveDefinition({ name: 'game.betOrder', columns: [] }), i18n.t.bind(i18n));
    expect(filterProblem(filters, [range('last7Days')], text)).toBeUndefined();
    expect(filterProblem(filters, [range('last30Days')], text)).toBe('时间不能超过7天，查询未发送');
  });
});

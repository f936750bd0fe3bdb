// Filter panel values <-> Refine filters. Filters hold plain strings and numbers (date ranges as two
// `YYYY-MM-DD HH:mm:ss` strings), so they survive the trip through the URL (syncWithLocation) unchanged.
import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { exceedsSpan, formatRange, presetRange } from '@/components/inputs/date-range-picker';
import { enumOption } from '@/components/resource-kit/enums';
import type { FilterDecl } from '@/components/resource-kit/types';

export type FilterValues = Record<string, unknown>;

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Every key a filter sends (a text filter with a type switch sends two). */
function keysOf(filter: FilterDecl): string[] {
  return filter.kind === 'text' && filter.typeSwitch ? [filter.key, filter.typeSwitch.key] : [filter.key];
}

export function defaultFilterValues(filters: FilterDecl[] = []): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.kind === 'dateRange' && filter.preset)
      values[filter.key] = presetRange(filter.preset, filter.showTime ?? true);
    else if (filter.defaultValue !== undefined) values[filter.key] = filter.defaultValue;
    if (filter.kind === 'text' && filter.typeSwitch) values[filter.typeSwitch.key] = filter.typeSwitch.defaultValue;
  }
  return values;
}

export function toCrudFilters(filters: FilterDecl[] = [], values: FilterValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const filter of filters) {
    const value = values[filter.key];
    if (filter.kind === 'dateRange') {
      const range = value as [Dayjs, Dayjs] | null | undefined;
      if (range?.[0] && range[1])
        out.push({ field: filter.key, operator: 'between', value: formatRange(range, filter.showTime ?? true) });
      continue;
    }
    if (empty(value)) continue;
    out.push({ field: filter.key, operator: 'eq', value: typeof value === 'string' ? value.trim() : value });
    // The switch only means something next to a value (id vs pid).
    if (filter.kind === 'text' && filter.typeSwitch) {
      out.push({
        field: filter.typeSwitch.key,
        operator: 'eq',
        value: values[filter.typeSwitch.key] ?? filter.typeSwitch.defaultValue,
      });
    }
  }
  return out;
}

function valueOf(crud: CrudFilter[], key: string): unknown {
  const found = crud.find((f) => 'field' in f && f.field === key);
  return found?.value;
}

/** Back to panel values; the URL turns numbers into strings, so values are matched to the declared options. */
export function fromCrudFilters(filters: FilterDecl[] = [], crud: CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    const value = valueOf(crud, filter.key);
    if (filter.kind === 'text' && filter.typeSwitch) {
      const type = valueOf(crud, filter.typeSwitch.key);
      values[filter.typeSwitch.key] = enumOption(filter.typeSwitch.enum, type)?.value ?? filter.typeSwitch.defaultValue;
    }
    if (empty(value)) continue;
    if (filter.kind === 'dateRange') {
      const [start, end] = Array.isArray(value) ? value : String(value).split(',');
      const range = [dayjs(String(start)), dayjs(String(end))];
      if (range[0]!.isValid() && range[1]!.isValid()) values[filter.key] = range;
    } else if (filter.kind === 'enum') {
      values[filter.key] = enumOption(filter.enum, value)?.value ?? value;
    } else if (
      filter.kind === 'number' ||
      filter.kind === 'resource' ||
      (filter.kind === 'select' && filter.lookup !== 'currencyList')
    ) {
      values[filter.key] = Number.isFinite(Number(value)) ? Number(value) : value;
    } else {
      values[filter.key] = value;
    }
  }
  return values;
}

/** The date range filter whose value is longer than it allows, if any: such a query is not sent. */
export function overlongRange(
  filters: FilterDecl[] = [],
  crud: CrudFilter[],
): (FilterDecl & { kind: 'dateRange' }) | undefined {
  const values = fromCrudFilters(filters, crud);
  return filters.find(
    (f): f is FilterDecl & { kind: 'dateRange' } =>
      f.kind === 'dateRange' && exceedsSpan(values[f.key] as [Dayjs, Dayjs] | undefined, f.maxDays),
  );
}

export function filterKeys(filters: FilterDecl[] = []): string[] {
  return filters.flatMap(keysOf);
}

// Filter panel values <-> Refine filters, through each filter's kind: filters hold the wire's strings and numbers
// (a date range as two `YYYY-MM-DD HH:mm:ss` strings), so they survive the trip through the URL (syncWithLocation).
import type { CrudFilter } from '@refinedev/core';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import { fromWire, initialValues, inputKeys, toWire } from '@/components/resource-kit/kinds/ops';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FilterDecl } from '@/components/resource-kit/types';

export type FilterValues = Record<string, unknown>;

export function defaultFilterValues(filters: FilterDecl[] = []): FilterValues {
  return initialValues(filters);
}

export function toCrudFilters(filters: FilterDecl[] = [], values: FilterValues): CrudFilter[] {
  return Object.entries(toWire(filters, values, 'filter')).map(([field, value]): CrudFilter => ({
    field,
    operator: Array.isArray(value) ? 'between' : 'eq',
    value,
  }));
}

function wireOf(crud: CrudFilter[]): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const filter of crud) if ('field' in filter) wire[filter.field] = filter.value;
  return wire;
}

/** Back to panel values; the URL turns numbers into strings, and each kind reads its own back. */
export function fromCrudFilters(filters: FilterDecl[] = [], crud: CrudFilter[]): FilterValues {
  return fromWire(filters, wireOf(crud), 'filter');
}

/** Why the filters cannot be queried (a date range longer than allowed), if they cannot: then nothing is sent. */
export function filterProblem(filters: FilterDecl[] = [], crud: CrudFilter[], text: ResourceText): string | undefined {
  const values = fromCrudFilters(filters, crud);
  for (const filter of filters) {
    const problem = kindOf(filter).problem?.(values, filter as never, text);
    if (problem) return problem;
  }
  return undefined;
}

export function filterKeys(filters: FilterDecl[] = []): string[] {
  return filters.flatMap(inputKeys);
}

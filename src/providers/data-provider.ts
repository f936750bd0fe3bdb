// Data provider: resources map to the platform's list/save/remove convention (contract "resource convention").
//
// | Refine call | wire                                   | notes                                               |
// |-------------|----------------------------------------|-----------------------------------------------------|
// | getList     | GET  <base>/list                       | current, pageSize, filters as keys, sortField/Order |
// | getOne      | GET  <base>/detail?id=                 |                                                     |
// | create      | POST <base>/save   (body without id)   |                                                     |
// | update      | POST <base>/save   (body with id)      |                                                     |
// | deleteOne   | POST <base>/remove {id}                |                                                     |
// | custom      | <method> <url>                         | query -> params, payload -> JSON body               |
//
// <base> is meta.apiBase, else `/api/<area>/<page>` from the resource name `<area>.<page>`; each path can be
// replaced by meta.endpoints.{list,one,create,update,remove}. The list result's `summary` rides along.
//
// Values arrive in their wire format: a date, a month or a range is formatted by its kind
// (src/components/resource-kit/kinds), which knows whether the server wants a date-time, a date or a month. This
// file only joins arrays (`start,end`) and drops empty values; a date object reaching it is a bug, refused loudly.
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery } from '@refinedev/core';
import dayjs from 'dayjs';
import type { ListResult } from '@/api/common';
import { env } from '@/config/env';
import { http, type RequestOptions } from '@/lib/http-client';

export type ResourceEndpoints = Partial<Record<'list' | 'one' | 'create' | 'update' | 'remove', string>>;
export type DataMeta = { apiBase?: string; endpoints?: ResourceEndpoints; request?: RequestOptions };

export function endpointOf(resource: string, kind: keyof ResourceEndpoints, meta?: MetaQuery): string {
  const { apiBase, endpoints } = (meta ?? {}) as DataMeta;
  const explicit = endpoints?.[kind];
  if (explicit) return explicit;
  const base = apiBase ?? `/api/${resource.split('.').join('/')}`;
  const suffix = { list: 'list', one: 'detail', create: 'save', update: 'save', remove: 'remove' }[kind];
  return `${base}/${suffix}`;
}

function formatValue(field: string, value: unknown): unknown {
  if (dayjs.isDayjs(value) || value instanceof Date) {
    throw new Error(`Filter "${field}" holds a date object: its kind formats it for the wire (kinds/<kind>.tsx)`);
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatValue(field, v)).filter((v) => v !== undefined && v !== null && v !== '');
    return parts.length ? parts.join(',') : undefined;
  }
  return value;
}

/** Flattens Refine filters into query keys: `field=value`, ranges as `start,end`, nested and/or groups inlined. */
export function flattenFilters(
  filters: CrudFilter[] = [],
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const filter of filters) {
    if ('field' in filter) {
      const value = formatValue(filter.field, filter.value);
      if (value === undefined || value === null || value === '') continue;
      into[filter.field] = value;
    } else {
      flattenFilters(filter.value, into);
    }
  }
  return into;
}

export function sortParams(sorters: CrudSort[] = []): Record<string, string> {
  const first = sorters[0];
  return first ? { sortField: first.field, sortOrder: first.order } : {};
}

function requestOptions(meta?: MetaQuery): RequestOptions | undefined {
  return (meta as DataMeta | undefined)?.request;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => `${env.apiBaseUrl}/api`,

  async getList({ resource, pagination, filters, sorters, meta }) {
    const paging =
      pagination?.mode === 'off' ? {} : { current: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 20 };
    const params = { ...paging, ...flattenFilters(filters), ...sortParams(sorters) };
    const result = await http.get<ListResult<BaseRecord> | BaseRecord[]>(
      endpointOf(resource, 'list', meta),
      params,
      requestOptions(meta),
    );
    // A list endpoint may answer a bare array (no paging); treat it as the whole set.
    if (Array.isArray(result)) return { data: result as never[], total: result.length };
    return { data: (result?.list ?? []) as never[], total: result?.total ?? 0, summary: result?.summary };
  },

  async getOne({ resource, id, meta }) {
    const data = await http.get<BaseRecord>(endpointOf(resource, 'one', meta), { id }, requestOptions(meta));
    return { data: data as never };
  },

  async create({ resource, variables, meta }) {
    const data = await http.post<BaseRecord | null>(
      endpointOf(resource, 'create', meta),
      variables,
      requestOptions(meta),
    );
    return { data: (data ?? variables) as never };
  },

  async update({ resource, id, variables, meta }) {
    const body = { ...(variables as object), id };
    const data = await http.post<BaseRecord | null>(endpointOf(resource, 'update', meta), body, requestOptions(meta));
    return { data: (data ?? body) as never };
  },

  async deleteOne({ resource, id, meta }) {
    await http.post(endpointOf(resource, 'remove', meta), { id }, requestOptions(meta));
    return { data: { id } as never };
  },

  async custom({ url, method, query, payload, filters, sorters, meta }) {
    const params = { ...(query as object | undefined), ...flattenFilters(filters), ...sortParams(sorters) };
    const { result } = await http.send<BaseRecord>({ url, method, params, data: payload }, requestOptions(meta));
    return { data: result as never };
  },
};

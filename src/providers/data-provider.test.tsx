import dayjs from 'dayjs';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { dataProvider, endpointOf, flattenFilters } from './data-provider';

type Seen = { url?: URL; body?: unknown };

function capture(method: 'get' | 'post', path: string, result: unknown): Seen {
  const seen: Seen = {};
  const handler = method === 'get' ? mswHttp.get : mswHttp.post;
  mockServer.use(
    handler(`*${path}`, async ({ request }) => {
      seen.url = new URL(request.url);
      if (method === 'post') seen.body = await request.json();
      return HttpResponse.json({ state: 1, msg: '', result });
    }),
  );
  return seen;
}

describe('data provider', () => {
  it('maps resources to the list/save/remove convention, with meta overrides', () => {
    expect(endpointOf('game.betOrder', 'list')).toBe('/api/game/betOrder/list');
    expect(endpointOf('game.betOrder', 'one')).toBe('/api/game/betOrder/detail');
    expect(endpointOf('game.classify', 'create')).toBe('/api/game/classify/save');
    expect(endpointOf('game.classify', 'remove')).toBe('/api/game/classify/remove');
    expect(endpointOf('player.page', 'list', { endpoints: { list: '/api/player/page' } })).toBe('/api/player/page');
    expect(endpointOf('x.y', 'update', { apiBase: '/api/other' })).toBe('/api/other/save');
  });

  it('getList sends current, pageSize, flattened filters, ranges joined and the sorter; passes summary through', async () => {
    const seen = capture('get', '/api/game/betOrder/list', { list: [{ id: 1 }], total: 41, summary: { betAmount: 9 } });
    const result = await dataProvider.getList({
      resource: 'game.betOrder',
      pagination: { currentPage: 3, pageSize: 50 },
      filters: [
        { field: 'gameId', operator: 'eq', value: 1001 },
        { field: 'empty', operator: 'eq', value: '' },
        { field: 'nothing', operator: 'eq', value: undefined },
        { field: 'date', operator: 'between', value: ['2026-11-20 00:00:00', '2026-11-22 23:59:59'] },
        { operator: 'or', value: [{ field: 'id', operator: 'eq', value: 'A1' }] },
      ],
      sorters: [{ field: 'betTime', order: 'desc' }],
    });
    const q = Object.fromEntries(seen.url!.searchParams);
    expect(q).toEqual({
      current: '3',
      pageSize: '50',
      gameId: '1001',
      date: '2026-11-20 00:00:00,2026-11-22 23:59:59',
      id: 'A1',
      sortField: 'betTime',
      sortOrder: 'desc',
    });
    expect(result).toMatchObject({ data: [{ id: 1 }], total: 41, summary: { betAmount: 9 } });
  });

  it('refuses a date object in a filter: the kind formats dates for the wire, not the provider', async () => {
    await expect(
      dataProvider.getList({
        resource: 'a.b',
        filters: [{ field: 'date', operator: 'between', value: [dayjs('2026-11-20'), dayjs('2026-11-22')] }],
      }),
    ).rejects.toThrow(/"date" holds a date object/);
  });

  it('getList defaults to page 1 of 20 and sends no paging when pagination is off', async () => {
    const seen = capture('get', '/api/a/b/list', { list: [], total: 0 });
    await dataProvider.getList({ resource: 'a.b' });
    expect(seen.url!.searchParams.get('current')).toBe('1');
    expect(seen.url!.searchParams.get('pageSize')).toBe('20');
    await dataProvider.getList({ resource: 'a.b', pagination: { mode: 'off' } });
    expect(seen.url!.searchParams.has('current')).toBe(false);
  });

  it('create posts without id, update posts with id, deleteOne posts {id}', async () => {
    const save = capture('post', '/api/game/classify/save', null);
    await expect(dataProvider.create({ resource: 'game.classify', variables: { name: 'Hot' } })).resolves.toEqual({
      data: { name: 'Hot' },
    });
    expect(save.body).toEqual({ name: 'Hot' });
    await dataProvider.update({ resource: 'game.classify', id: 7, variables: { name: 'Hot 2' } });
    expect(save.body).toEqual({ name: 'Hot 2', id: 7 });
    const remove = capture('post', '/api/game/classify/remove', null);
    await dataProvider.deleteOne({ resource: 'game.classify', id: 7 });
    expect(remove.body).toEqual({ id: 7 });
  });

  it('custom calls any path with query and payload', async () => {
    const seen = capture('post', '/api/game/betOrder/changeStatus', { ok: 1 });
    const result = await dataProvider.custom!({
      url: '/api/game/betOrder/changeStatus',
      method: 'post',
      payload: { id: 'A', status: 1 },
    });
    expect(seen.body).toEqual({ id: 'A', status: 1 });
    expect(result.data).toEqual({ ok: 1 });
  });

  it('flattens nested and/or groups and drops empty arrays', () => {
    expect(
      flattenFilters([
        { field: 'state', operator: 'in', value: [0, 1] },
        { field: 'tags', operator: 'in', value: [] },
        { operator: 'and', value: [{ field: 'ip', operator: 'contains', value: '10.0' }] },
      ]),
    ).toEqual({ state: '0,1', ip: '10.0' });
  });
});

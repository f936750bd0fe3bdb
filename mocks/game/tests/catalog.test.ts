// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/domain/store';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';

withMockServer();

type Classify = { id: number; name: string; code: string; sort: number; status: number; gameCount: number };
type Game = {
  gid: number;
  name: string;
  classifyId: number;
  classifyName: string;
  status: number;
  isHot: number;
  rtp: number;
};

let token = '';
beforeEach(async () => {
  token = await login();
});

describe('game classify', () => {
  it('lists the seeded entries by sort with game counts, filtered by name and status', async () => {
    const all = await call<ListResult<Classify>>('/api/game/classify/list', { token });
    expect(all.state).toBe(1);
    expect(all.result.list.map((c) => c.code)).toEqual(['hot', 'new', 'mahjong', 'fortune', 'adventure', 'classic']);
    expect(all.result.list.reduce((s, c) => s + c.gameCount, 0)).toBe(24);
    const byName = await call<ListResult<Classify>>('/api/game/classify/list', { token, query: { name: '麻将' } });
    expect(byName.result.list.map((c) => c.code)).toEqual(['mahjong']);
    const disabled = await call<ListResult<Classify>>('/api/game/classify/list', { token, query: { status: 0 } });
    expect(disabled.result.list.map((c) => c.code)).toEqual(['adventure']);
  });

  it('creates without id, updates with id, and keeps the change in the store', async () => {
    const created = await call<Classify>('/api/game/classify/save', {
      token,
      body: { name: '捕鱼游戏', code: 'fishing', sort: 70, status: 1 },
    });
    expect(created.state).toBe(1);
    expect(created.result.id).toBeGreaterThan(6);
    const updated = await call<Classify>('/api/game/classify/save', {
      token,
      body: { id: created.result.id, name: '捕鱼达人', code: 'fishing', sort: 5, status: 0 },
    });
    expect(updated.result).toMatchObject({ id: created.result.id, name: '捕鱼达人', status: 0 });
    expect(db().game.classify?.find((c) => c.id === created.result.id)?.name).toBe('捕鱼达人');
    const list = await call<ListResult<Classify>>('/api/game/classify/list', { token });
    expect(list.result.list[0]?.name).toBe('捕鱼达人');
  });

  it('refuses a missing name, a bad code, a duplicate and an unknown id, in the request language', async () => {
    const save = (body: object) => call('/api/game/classify/save', { token, lang: 'en-US', body });
    expect((await save({ name: '', code: 'x' })).msg).toBe('Enter a name');
    expect((await save({ name: 'X', code: '9x' })).state).toBe(0);
    expect((await save({ name: '热门游戏', code: 'other' })).msg).toBe('This name is already in use');
    expect((await save({ id: 999, name: 'Y', code: 'y' })).msg).toBe('Game category not found');
  });

  it('refuses a sort order out of range instead of clamping it', async () => {
    const save = (sort: unknown) =>
      call('/api/game/classify/save', { token, lang: 'en-US', body: { name: '捕鱼游戏', code: 'fishing', sort } });
    for (const sort of [-5, 10000, 1.5, 1e20, '1e3']) {
      const res = await save(sort);
      expect(res.state, String(sort)).toBe(0);
      expect(res.msg).toBe('The sort order must be a whole number from 0 to 9999');
    }
    expect(db().game.classify?.some((c) => c.code === 'fishing')).toBeFalsy();
    expect((await save(9999)).state).toBe(1);
  });
});

describe('game index', () => {
  it('lists 24 games with their classify name, filtered by classify and status', async () => {
    const all = await call<ListResult<Game>>('/api/game/index/list', { token, query: { pageSize: 100 } });
    expect(all.result.total).toBe(24);
    expect(all.result.list[0]).toMatchObject({ gid: 1001, name: 'Fortune Tiger' });
    expect(all.result.list.every((g) => g.classifyName)).toBe(true);
    const classifyId = all.result.list[0]!.classifyId;
    const same = await call<ListResult<Game>>('/api/game/index/list', { token, query: { classifyId, pageSize: 100 } });
    expect(same.result.list.every((g) => g.classifyId === classifyId)).toBe(true);
  });

  it('saves one game and creates a new one', async () => {
    const saved = await call<Game>('/api/game/index/save', {
      token,
      body: { id: 1001, name: 'Fortune Tiger', classifyId: 3, rtp: 96.5, minBet: 1, maxBet: 500, status: 0 },
    });
    expect(saved.result).toMatchObject({ gid: 1001, classifyId: 3, classifyName: '麻将系列', rtp: 96.5, status: 0 });
    const created = await call<Game>('/api/game/index/save', { token, body: { name: 'Lucky Koi', classifyId: 2 } });
    expect(created.result.gid).toBe(1025);
    const bad = await call('/api/game/index/save', {
      token,
      body: { id: 1001, name: 'Fortune Tiger', minBet: 9, maxBet: 1 },
    });
    expect(bad.state).toBe(0);
  });

  it('refuses an RTP, a bet limit or a sort order out of range, and changes nothing', async () => {
    const base = { id: 1001, name: 'Fortune Tiger' };
    const save = (body: object) => call('/api/game/index/save', { token, lang: 'en-US', body: { ...base, ...body } });
    const before = (await call<ListResult<Game>>('/api/game/index/list', { token, query: { gid: 1001 } })).result
      .list[0];
    for (const [body, msg] of [
      [{ rtp: 79.99 }, 'The RTP must be between 80 and 99.99, with at most 2 decimals'],
      [{ rtp: 100 }, 'The RTP must be between 80 and 99.99, with at most 2 decimals'],
      [{ rtp: 96.555 }, 'The RTP must be between 80 and 99.99, with at most 2 decimals'],
      [{ minBet: -5 }, 'A bet limit must be an amount of 0 or more, with at most 2 decimals'],
      [{ maxBet: 1e20 }, 'A bet limit must be an amount of 0 or more, with at most 2 decimals'],
      [{ maxBet: '1e3' }, 'A bet limit must be an amount of 0 or more, with at most 2 decimals'],
      [{ sort: 10000 }, 'The sort order must be a whole number from 0 to 9999'],
    ] as const) {
      const res = await save(body);
      expect(res.state, JSON.stringify(body)).toBe(0);
      expect(res.msg).toBe(msg);
    }
    const batch = await call('/api/game/index/batchSet', { token, body: { ids: [1001], rtp: 120 } });
    expect(batch.state).toBe(0);
    const after = (await call<ListResult<Game>>('/api/game/index/list', { token, query: { gid: 1001 } })).result
      .list[0];
    expect(after).toEqual(before);
    expect((await save({ rtp: 99.99, minBet: 0, maxBet: 500.5, sort: 9999 })).state).toBe(1);
  });

  it('batch-sets only the given fields on every listed game', async () => {
    const before = await call<ListResult<Game>>('/api/game/index/list', { token, query: { pageSize: 100 } });
    const res = await call<{ count: number }>('/api/game/index/batchSet', {
      token,
      body: { ids: [1002, 1003, 1004], status: 0, isHot: 1 },
    });
    expect(res.result.count).toBe(3);
    const after = await call<ListResult<Game>>('/api/game/index/list', { token, query: { pageSize: 100 } });
    for (const gid of [1002, 1003, 1004]) {
      const was = before.result.list.find((g) => g.gid === gid)!;
      const now = after.result.list.find((g) => g.gid === gid)!;
      expect(now).toMatchObject({ status: 0, isHot: 1, classifyId: was.classifyId, rtp: was.rtp });
    }
    expect((await call('/api/game/index/batchSet', { token, body: { ids: [], status: 1 } })).state).toBe(0);
    expect((await call('/api/game/index/batchSet', { token, body: { ids: [1002] } })).state).toBe(0);
    expect((await call('/api/game/index/batchSet', { token, body: { ids: [42], status: 1 } })).state).toBe(0);
  });
});

// Game classify entries and the game list as the game pages see them: seeds with the store's changes applied.
import { GAMES } from '@mocks/domain/orders/seed-games';
import type { ClassifyRecord, GamePatch } from '@mocks/domain/orders/state';
import { mockNow } from '@mocks/lib/clock';
import { createRng, round2 } from '@mocks/lib/random';
import { db, mutate } from '@mocks/domain/store';
import { formatTime } from '@mocks/lib/time';

// A fixed instant for seeded rows, so their times do not move between days.
const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');

const SEED_CLASSIFY: readonly [string, string][] = [
  ['热门游戏', 'hot'],
  ['新游推荐', 'new'],
  ['麻将系列', 'mahjong'],
  ['财富系列', 'fortune'],
  ['冒险探索', 'adventure'],
  ['经典老虎机', 'classic'],
];

export function seedClassify(): ClassifyRecord[] {
  return SEED_CLASSIFY.map(([name, code], i) => ({
    id: i + 1,
    name,
    code,
    sort: (i + 1) * 10,
    status: code === 'adventure' ? 0 : 1,
    remark: '',
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  }));
}

export function classifyRecords(): ClassifyRecord[] {
  return db().game.classify ?? seedClassify();
}

export type GameRecord = {
  id: number;
  gid: number;
  name: string;
  classifyId: number;
  classifyName: string;
  status: number;
  sort: number;
  rtp: number;
  minBet: number;
  maxBet: number;
  isHot: number;
  isNew: number;
  updateTime: string;
};

export function seededGame(gid: number, name: string): Required<Omit<GamePatch, 'createdRtp'>> {
  const rng = createRng('game', gid);
  return {
    name,
    classifyId: rng.int(1, SEED_CLASSIFY.length),
    status: rng.chance(0.85) ? 1 : 0,
    sort: (gid - 1000) * 10,
    rtp: round2(rng.float(94, 97.5)),
    minBet: rng.pick([0.1, 0.2, 0.5, 1]),
    maxBet: rng.pick([100, 200, 500, 1000]),
    isHot: rng.chance(0.25) ? 1 : 0,
    isNew: gid > 1018 ? 1 : 0,
    updatedAt: SEEDED_AT,
  };
}

export function gameRecords(): GameRecord[] {
  const { games, createdGames } = db().game;
  const classify = new Map(classifyRecords().map((c) => [c.id, c.name]));
  const seeded = GAMES.map((g) => ({ gid: g.gid, base: seededGame(g.gid, g.name) }));
  const created = createdGames.map((gid) => ({ gid, base: seededGame(gid, String(gid)) }));
  return [...seeded, ...created].map(({ gid, base }) => {
    const game = { ...base, ...games[gid] };
    return {
      id: gid,
      gid,
      name: game.name,
      classifyId: game.classifyId,
      classifyName: classify.get(game.classifyId) ?? '',
      status: game.status,
      sort: game.sort,
      rtp: game.rtp,
      minBet: game.minBet,
      maxBet: game.maxBet,
      isHot: game.isHot,
      isNew: game.isNew,
      updateTime: formatTime(game.updatedAt),
    };
  });
}

export function saveClassify(
  input: Omit<ClassifyRecord, 'id' | 'createdAt' | 'updatedAt'> & { id?: number },
): ClassifyRecord {
  return mutate((s) => {
    const list = s.game.classify ?? seedClassify();
    const now = mockNow();
    const existing = input.id === undefined ? undefined : list.find((c) => c.id === input.id);
    const saved: ClassifyRecord = existing
      ? { ...existing, ...input, id: existing.id, updatedAt: now }
      : { ...input, id: Math.max(100, ...list.map((c) => c.id)) + 1, createdAt: now, updatedAt: now };
    s.game.classify = existing ? list.map((c) => (c.id === saved.id ? saved : c)) : [...list, saved];
    return saved;
  });
}

/** Applies `patch` to every listed game; creates the game when `create` is set and the gid is new. */
export function patchGames(gids: readonly number[], patch: GamePatch, create = false): void {
  mutate((s) => {
    const now = mockNow();
    for (const gid of gids) {
      if (create && !s.game.createdGames.includes(gid)) s.game.createdGames.push(gid);
      s.game.games[gid] = { ...s.game.games[gid], ...patch, updatedAt: now };
      if (create) s.game.games[gid].createdRtp = s.game.games[gid].rtp ?? seededGame(gid, String(gid)).rtp;
    }
  });
}

/** The rtp a game entered game.index with (its seed, or its rtp when created), whatever later edits made of it:
 * control.game's target is seeded from it and independent after that (control.md 1.6). */
export function enteredRtp(gid: number): number {
  return db().game.games[gid]?.createdRtp ?? seededGame(gid, '').rtp;
}

export function nextGameId(): number {
  return Math.max(...gameRecords().map((g) => g.gid)) + 1;
}

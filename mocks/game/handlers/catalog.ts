// Game classify (list, save) and the game list (list, save, batchSet).
import { http } from 'msw';
import { classifyRecords, gameRecords, nextGameId, patchGames, saveClassify } from '@mocks/domain/orders/games';
import type { GamePatch } from '@mocks/domain/orders/state';
import { gameMessage, type GameMsgKey } from '@mocks/game/handlers/messages';
import { refusalIn } from '@mocks/lib/outcome';
import { checkedNumber, type NumberRule } from '@mocks/lib/number-rules';
import { int, numberField, paginate, sortRows, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';

const refuse = refusalIn(gameMessage);
const contains = (value: string, part: string | undefined) => !part || value.toLowerCase().includes(part.toLowerCase());
const flag = (value: number | undefined) => (value === undefined ? undefined : value ? 1 : 0);

const GAME_FIELDS = ['status', 'classifyId', 'sort', 'rtp', 'minBet', 'maxBet', 'isHot', 'isNew'] as const;
const SORT: NumberRule = { min: 0, max: 9999, decimals: 0 };
// The ranges of the game form's numbers (game-index.ts declares the same), and what a refusal says.
const GAME_RULES: Partial<Record<(typeof GAME_FIELDS)[number], [NumberRule, GameMsgKey]>> = {
  rtp: [{ min: 80, max: 99.99, decimals: 2 }, 'rtpRange'],
  minBet: [{ min: 0, decimals: 2 }, 'betInvalid'],
  maxBet: [{ min: 0, decimals: 2 }, 'betInvalid'],
  sort: [SORT, 'sortRange'],
};

export const gameCatalogHandlers = [
  http.get(
    '*/api/game/classify/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name');
      const status = int(ctx.query, 'status');
      const counts = new Map<number, number>();
      for (const game of gameRecords()) counts.set(game.classifyId, (counts.get(game.classifyId) ?? 0) + 1);
      const rows = classifyRecords()
        .filter(
          (c) => (contains(c.name, name) || contains(c.code, name)) && (status === undefined || c.status === status),
        )
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(({ createdAt, updatedAt, ...c }) => ({
          ...c,
          gameCount: counts.get(c.id) ?? 0,
          createTime: formatTime(createdAt),
          updateTime: formatTime(updatedAt),
        }));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.post(
    '*/api/game/classify/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const name = textField(body, 'name');
      const code = textField(body, 'code');
      if (!name || name.length > 30) return refuse(ctx, 'nameRequired');
      if (!/^[a-z][a-z0-9_]{0,29}$/.test(code)) return refuse(ctx, 'codeInvalid');
      const list = classifyRecords();
      if (id !== undefined && !list.some((c) => c.id === id)) return refuse(ctx, 'classifyNotFound');
      if (list.some((c) => c.id !== id && (c.name === name || c.code === code))) return refuse(ctx, 'nameTaken');
      const sort = checkedNumber(body, 'sort', SORT);
      if (!sort.ok) return refuse(ctx, 'sortRange');
      const saved = saveClassify({
        id,
        name,
        code,
        sort: sort.value ?? 0,
        status: numberField(body, 'status') === 0 ? 0 : 1,
        remark: textField(body, 'remark').slice(0, 200),
      });
      return ctx.ok(saved);
    }),
  ),

  http.get(
    '*/api/game/index/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name');
      const gid = int(ctx.query, 'gid');
      const classifyId = int(ctx.query, 'classifyId');
      const status = int(ctx.query, 'status');
      const rows = gameRecords()
        .filter(
          (g) =>
            (contains(g.name, name) || String(g.gid) === name) &&
            (gid === undefined || g.gid === gid) &&
            (classifyId === undefined || g.classifyId === classifyId) &&
            (status === undefined || g.status === status),
        )
        .sort((a, b) => a.sort - b.sort || a.gid - b.gid);
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.post(
    '*/api/game/index/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const name = textField(body, 'name');
      if (!name || name.length > 50) return refuse(ctx, 'nameRequired');
      const games = gameRecords();
      if (id !== undefined && !games.some((g) => g.gid === id)) return refuse(ctx, 'gameNotFound');
      if (games.some((g) => g.gid !== id && g.name === name)) return refuse(ctx, 'nameTaken');
      const patch = readGamePatch(body);
      if ('error' in patch) return refuse(ctx, patch.error);
      const gid = id ?? nextGameId();
      patchGames([gid], { ...patch.value, name }, id === undefined);
      return ctx.ok(gameRecords().find((g) => g.gid === gid) ?? null);
    }),
  ),

  http.post(
    '*/api/game/index/batchSet',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const ids = Array.isArray(body.ids) ? body.ids.map(Number).filter(Number.isInteger) : [];
      if (!ids.length) return refuse(ctx, 'noGamesSelected');
      const known = new Set(gameRecords().map((g) => g.gid));
      if (ids.some((gid) => !known.has(gid))) return refuse(ctx, 'gameNotFound');
      const patch = readGamePatch(body);
      if ('error' in patch) return refuse(ctx, patch.error);
      if (!Object.keys(patch.value).length) return refuse(ctx, 'nothingToSet');
      patchGames(ids, patch.value);
      return ctx.ok({ count: ids.length });
    }),
  ),
];

/** The settable game fields present in the body; absent fields stay as they are (that is what batch-set needs). */
function readGamePatch(body: Record<string, unknown>): { value: GamePatch } | { error: GameMsgKey } {
  const value: GamePatch = {};
  for (const field of GAME_FIELDS) {
    const rule = GAME_RULES[field];
    if (rule) {
      const checked = checkedNumber(body, field, rule[0]);
      if (!checked.ok) return { error: rule[1] };
      if (checked.value !== undefined) value[field] = checked.value;
      continue;
    }
    const n = numberField(body, field);
    if (n !== undefined) value[field] = n;
  }
  if (value.classifyId !== undefined && !classifyRecords().some((c) => c.id === value.classifyId)) {
    return { error: 'classifyNotFound' };
  }
  value.status = flag(value.status);
  value.isHot = flag(value.isHot);
  value.isNew = flag(value.isNew);
  for (const key of Object.keys(value) as (keyof GamePatch)[]) if (value[key] === undefined) delete value[key];
  if (value.minBet !== undefined && value.maxBet !== undefined && value.minBet > value.maxBet) {
    return { error: 'betRangeInvalid' };
  }
  return { value };
}

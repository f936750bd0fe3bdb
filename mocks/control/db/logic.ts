// 组合逻辑 (control.md 1.2, 1.9): the draw weights per (game, tier, combine). Seeds (mock-data.md 6.1): tier 1 weighs
// the six seed pools 600/250/115/24/5/1 (expected RTP ≈ 96.9); the other tiers keep the no-win weight and scale the
// win weights (tight 0.8, loose 1.2, newbie 1.5, blacklist 0.5). A pool created later weighs 0 in every tier until
// saved. The figures come from src/lib/contract/combine-rtp.ts, the one formula the console uses too.
// Each weight keeps the ones it replaced with their times, so the weights in force at a past time are known (the
// total combine report judges a day against them, 1.4); before a pool's first save its seed weight was in force.
// Decided here: `Σ weight > 0` is checked on the whole set after the save over the enabled pools (what is drawn),
// since a set of only disabled weights has no expected RTP; an item listed twice is refused.
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { checkedNumber } from '@mocks/lib/number-rules';
import { numberField } from '@mocks/lib/params';
import { CREATED_ID_BASE } from '@mocks/lib/seeded-table';
import { db, mutate } from '@mocks/domain/store';
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { gameRecords } from '@mocks/domain/orders/games';
import { gameCombines, SEEDED_AT } from '@mocks/control/db/combines';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { WeightEdit } from '@mocks/domain/control-state';
import type { ControlTier, CombineRow, LogicRow, LogicSummary } from '@/api/control';
import { tierFigures } from '@/lib/contract/combine-rtp';

export const TIERS: readonly ControlTier[] = [1, 2, 3, 4, 5];
const TIER_ONE = [600, 250, 115, 24, 5, 1] as const;
const WIN_SCALE: Record<ControlTier, number> = { 1: 1, 2: 0.8, 3: 1.2, 4: 1.5, 5: 0.5 };

const weightKey = (gameId: number, tier: number, combineId: number) => `${gameId}:${tier}:${combineId}`;

function seedWeight(combine: CombineRow, tier: ControlTier): number {
  if (combine.id >= CREATED_ID_BASE) return 0;
  const position = combine.id - combine.gameId * 10;
  const base = TIER_ONE[position - 1] ?? 0;
  return position === 1 ? base : Math.round(base * WIN_SCALE[tier]);
}

export const isTier = (n: number | undefined): n is ControlTier => n !== undefined && TIERS.includes(n as ControlTier);

/** The first game of game.index: the list's default. */
export const firstGameId = () => Math.min(...gameRecords().map((g) => g.gid));

/** The saved weight in force at `at` (now when undefined), or undefined when only the seed was then. */
function savedWeightAt(edit: WeightEdit | undefined, at: number | undefined): number | undefined {
  if (!edit || at === undefined || edit.at <= at) return edit?.weight;
  return edit.earlier?.findLast((e) => e.at <= at)?.weight;
}

/** The newest weight save of a game's tier (0 when none): before it, the weights in force may differ from now. */
export function lastWeightChange(gameId: number, tier: ControlTier): number {
  const prefix = `${gameId}:${tier}:`;
  let last = 0;
  for (const [key, edit] of Object.entries(db().control.weights))
    if (key.startsWith(prefix)) last = Math.max(last, edit.at);
  return last;
}

/** One row per pool of the game, in pool order, with share and contribution, and the tier's summary; with `at`, the
 * weights in force then (the pools as they are now). */
export function logicOf(gameId: number, tier: ControlTier, at?: number): { list: LogicRow[]; summary: LogicSummary } {
  const combines = gameCombines(gameId);
  const edits = db().control.weights;
  const weighted = combines.map((c) => {
    const edit = edits[weightKey(gameId, tier, c.id)];
    return { combine: c, weight: savedWeightAt(edit, at) ?? seedWeight(c, tier), edit };
  });
  const figures = tierFigures(
    weighted.map((w) => ({ weight: w.weight, avgMultiple: w.combine.avgMultiple, enabled: w.combine.status === 1 })),
  );
  const list = weighted.map(({ combine: c, weight, edit }, i) => ({
    id: c.id * 10 + tier,
    gameId,
    gameName: c.gameName,
    tier,
    combineId: c.id,
    combineName: c.name,
    minMultiple: c.minMultiple,
    maxMultiple: c.maxMultiple,
    avgMultiple: c.avgMultiple,
    weight,
    share: figures.rows[i]?.share ?? 0,
    rtpContribution: figures.rows[i]?.rtpContribution ?? 0,
    updateTime: formatTime(edit?.at ?? SEEDED_AT),
    operator: edit?.operator ?? 'admin',
  }));
  return { list, summary: { weight: figures.weight, expectedRtp: figures.expectedRtp } };
}

/** Tier 1's expected RTP of a game (control.game's `expectedRtp`). */
export const expectedRtpOf = (gameId: number) => logicOf(gameId, 1).summary.expectedRtp;

/** A save checked, not yet stored: the weights it would leave and the pools it sends. */
export type LogicPlan = { gameId: number; tier: ControlTier; next: Map<number, number>; sent: Set<number> };

/** Every check of a save of a (game, tier)'s weights; pools left out of `items` keep theirs. Nothing is stored. */
export function planLogic(body: Record<string, unknown>): Outcome<LogicPlan, ControlMsgKey> {
  const gameId = numberField(body, 'gameId');
  if (gameId === undefined || !gameRecords().some((g) => g.gid === gameId)) return refuse('gameNotFound');
  const tier = numberField(body, 'tier');
  if (!isTier(tier)) return refuse('tierInvalid');
  const items = Array.isArray(body.items) ? (body.items as unknown[]) : undefined;
  if (!items || items.length === 0) return refuse('itemsInvalid');
  const combines = new Map(gameCombines(gameId).map((c) => [c.id, c]));
  const next = new Map(logicOf(gameId, tier).list.map((r) => [r.combineId, r.weight]));
  const sent = new Set<number>();
  for (const raw of items) {
    const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const combineId = numberField(item, 'combineId') ?? 0;
    if (!combines.has(combineId)) return refuse('combineOutside', { id: String(item.combineId ?? '') });
    if (sent.has(combineId)) return refuse('combineTwice', { id: combineId });
    sent.add(combineId);
    const weight = checkedNumber(item, 'weight', { min: 0, max: 1_000_000, decimals: 0 });
    if (!weight.ok || weight.value === undefined) return refuse('weightInvalid');
    next.set(combineId, weight.value);
  }
  const live = [...next].reduce((sum, [id, w]) => sum + (combines.get(id)?.status === 1 ? w : 0), 0);
  if (live <= 0) return refuse('weightZero');
  return accept({ gameId, tier, next, sent });
}

/** The weights a save changes, one field per pool (`weight.<combineId>`), for approvals (operations.md 7.1). */
export function logicChanges({ gameId, tier, next, sent }: LogicPlan) {
  const now = new Map(logicOf(gameId, tier).list.map((r) => [r.combineId, r.weight]));
  return [...sent]
    .filter((id) => now.get(id) !== next.get(id))
    .map((id) => ({ field: `weight.${id}`, before: now.get(id) ?? 0, after: next.get(id) ?? 0 }));
}

/** Stores a checked save, keeping the weights it replaces with their times. */
export function applyLogic({ gameId, tier, next, sent }: LogicPlan, operator: string): { list: LogicRow[] } {
  const at = mockNow();
  mutate((s) => {
    for (const id of sent) {
      const key = weightKey(gameId, tier, id);
      const was = s.control.weights[key];
      const earlier = was ? [...(was.earlier ?? []), { weight: was.weight, at: was.at }] : undefined;
      s.control.weights[key] = { weight: next.get(id) ?? 0, at, operator, ...(earlier && { earlier }) };
    }
  });
  return { list: logicOf(gameId, tier).list };
}

/** The checks, then the store (a test's shortcut past the handler and its rule). */
export function saveLogic(
  body: Record<string, unknown>,
  operator: string,
): Outcome<{ list: LogicRow[] }, ControlMsgKey> {
  const plan = planLogic(body);
  return plan.ok ? accept(applyLogic(plan.value, operator)) : plan;
}

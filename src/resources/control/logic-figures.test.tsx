// The proof that the console's live expected RTP equals the server's, to the cent: on generated weight sets
// (seeded), the figures the page shows while the user types (liveLogic over the listed rows and the pools' status,
// the page's own calculation path) equal what the mock answers once the same set is saved (the save's rows, then
// the list's rows and summary), through the console's real data provider and HTTP client; then on many more sets
// against the mock's own save and list functions (the same code without HTTP, cheap). Some pools are disabled, some
// weights left as stored, some sets tiny or near the 1,000,000 bound, so rounding edges come up.
import { describe, expect, it } from 'vitest';
import { createRng } from '@mocks/lib/random';
import { combineRows, saveCombine } from '@mocks/control/db/combines';
import { logicOf, saveLogic, TIERS } from '@mocks/control/db/logic';
import type { CombineRow, LogicRow, LogicSummary } from '@/api/control';
import { dataProvider } from '@/providers/data-provider';
import { liveLogic, type WeightDraft } from '@/resources/control/logic-figures';
import { signIn } from '@tests/render';

async function listed(gameId: number, tier: number) {
  const answer = await dataProvider.getList({
    resource: 'control.combineLogic',
    pagination: { currentPage: 1, pageSize: 200 },
    filters: [
      { field: 'gameId', operator: 'eq', value: gameId },
      { field: 'tier', operator: 'eq', value: tier },
    ],
  });
  return { rows: answer.data as unknown as LogicRow[], summary: answer.summary as LogicSummary };
}

async function poolStatus(gameId: number) {
  const answer = await dataProvider.getList({
    resource: 'control.combine',
    pagination: { currentPage: 1, pageSize: 200 },
    filters: [{ field: 'gameId', operator: 'eq', value: gameId }],
  });
  const status = new Map((answer.data as unknown as CombineRow[]).map((c) => [c.id, c.status]));
  return (combineId: number) => status.get(combineId) !== 0;
}

const figures = (rows: readonly LogicRow[]) => rows.map((r) => [r.combineId, r.weight, r.share, r.rtpContribution]);

type Rng = ReturnType<typeof createRng>;

/** A weight set as a user might type it: most pools retyped (some to 0), the rest left as stored. */
function typedSet(rng: Rng, rows: readonly LogicRow[]): WeightDraft {
  const scale = rng.pick([10, 1000, 1_000_000]);
  return Object.fromEntries(
    rows.filter(() => rng.chance(0.8)).map((r) => [r.combineId, String(rng.chance(0.15) ? 0 : rng.int(0, scale))]),
  );
}

/** Two games get a disabled pool: its weight is kept, but it counts as 0 on both sides. */
function disableSomePools(rng: Rng): number[] {
  const games = [...new Set(combineRows().map((c) => c.gameId))].slice(0, 4);
  for (const gameId of games.slice(1, 3)) {
    const pool = rng.pick(combineRows().filter((c) => c.gameId === gameId && c.sort > 1));
    expect(saveCombine({ ...pool, status: 0 }, 'admin').ok).toBe(true);
  }
  return games;
}

describe('control.combineLogic live figures', () => {
  it(
    'equal the server answer (save, then list) through the data provider, to the cent',
    { timeout: 120_000 },
    async () => {
      await signIn('admin');
      const rng = createRng('logic-live-vs-server');
      const games = disableSomePools(rng);
      const status = new Map(await Promise.all(games.map(async (g) => [g, await poolStatus(g)] as const)));
      let compared = 0;
      for (let n = 0; n < 15; n += 1) {
        const gameId = rng.pick(games);
        const tier = rng.int(1, 5);
        const before = await listed(gameId, tier);
        const live = liveLogic(before.rows, status.get(gameId)!, typedSet(rng, before.rows));
        if (live.summary.weight <= 0) continue; // the page refuses such a set before sending it
        const saved = await dataProvider.custom!<{ list: LogicRow[] }>({
          url: '/api/control/combineLogic/save',
          method: 'post',
          payload: { gameId, tier, items: live.items },
        });
        expect(figures(saved.data.list)).toEqual(figures(live.rows));
        const after = await listed(gameId, tier);
        expect(figures(after.rows)).toEqual(figures(live.rows));
        expect(after.summary).toEqual(live.summary);
        compared += 1;
      }
      expect(compared).toBeGreaterThan(12);
    },
  );

  it('equal the reference server figures on many more generated sets, computed in process', { timeout: 60_000 }, () => {
    const rng = createRng('logic-live-vs-server-many');
    const games = disableSomePools(rng);
    const disabled = new Set(
      combineRows()
        .filter((c) => c.status === 0)
        .map((c) => c.id),
    );
    const enabled = (id: number) => !disabled.has(id);
    let compared = 0;
    for (let n = 0; n < 200; n += 1) {
      const gameId = rng.pick(games);
      const tier = rng.pick(TIERS);
      const before = logicOf(gameId, tier);
      const live = liveLogic(before.list, enabled, typedSet(rng, before.list));
      const saved = saveLogic({ gameId, tier, items: live.items }, 'admin');
      if (live.summary.weight <= 0) {
        expect(saved.ok).toBe(false);
        continue;
      }
      expect(saved.ok && figures(saved.value.list)).toEqual(figures(live.rows));
      expect(logicOf(gameId, tier).summary).toEqual(live.summary);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(170);
  });
});

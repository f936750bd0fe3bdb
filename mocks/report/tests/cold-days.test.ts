// @vitest-environment node
// Cold is cheap (issue 35): the wallets and their aggregate are built from the days asked for, not for the whole
// history; what they answer for those days is the whole-history answer, to the cent. (The mock's test files share one
// module state, so what an earlier file built may already reach further back: the checks hold either way.)
import { describe, expect, it } from 'vitest';
import { DAY_MS, startOfToday } from '@mocks/lib/time';
import { allPlayers } from '@mocks/domain/players/players';
import { ORDER_STATUS, recordChange, settledOrdersOfDay } from '@mocks/domain/orders/bet-orders';
import { resetDb } from '@mocks/domain/store';
import { playerWallet } from '@mocks/domain/players/wallet';
import { clearDayAggregates, dayAggregate, dayGameCells } from '@mocks/domain/reports/day-aggregate';
import type { GameDayCell } from '@mocks/domain/reports/counted-game-sums';
import { addSums, emptySums, type Sums } from '@mocks/domain/reports/sums';
import { walletAggregate } from '@mocks/report/db/wallet-aggregate';

const today = startOfToday();

describe('built from the days asked for', () => {
  it("a wallet from a day on holds the whole history's rows from then, and its balance there", () => {
    const since = today - 3 * DAY_MS;
    for (const player of allPlayers().slice(0, 60)) {
      const part = playerWallet(player, since);
      const partRows = { transfers: part.transfers, ledger: part.ledger, opening: part.openingCents };
      const whole = playerWallet(player);
      expect(whole.from).toBe(-Infinity);
      expect(part.from).toBeLessThanOrEqual(since);
      const fromSince = <T extends { at: number }>(rows: T[]) => rows.filter((r) => r.at >= since);
      expect(fromSince(partRows.transfers)).toEqual(fromSince(whole.transfers));
      expect(fromSince(partRows.ledger)).toEqual(fromSince(whole.ledger));
      if (part.from === -Infinity) continue;
      const before = whole.ledger.filter((r) => r.at < part.from).at(-1);
      const first = whole.ledger[0];
      const opening = before ? before.balanceAfter : (first?.balanceBefore ?? player.balance);
      expect(partRows.opening).toBe(Math.round(opening * 100));
    }
  });

  it('the wallet aggregate from a day on equals the whole-history one on the days from then', () => {
    const day = today - 2 * DAY_MS;
    const part = walletAggregate(day);
    expect(part.from).toBeLessThanOrEqual(day);
    const i = Math.round((day - part.first) / DAY_MS);
    const slice = (a: typeof part) =>
      a.cells.map((c) => ({
        key: `${c.merchantId}|${c.currencyCode}`,
        walletCount: c.walletCount,
        opening: c.opening.slice(i),
        flows: Object.fromEntries(Object.entries(c.flows).map(([k, v]) => [k, v.slice(i)])),
        transfers: c.transfers.slice(i),
      }));
    const partDays = slice(part);
    const whole = walletAggregate();
    expect(whole.from).toBe(whole.first);
    expect(partDays).toEqual(slice(whole));
    // An older day asked for later extends what was built; a newer one reuses it.
    expect(walletAggregate(today)).toBe(whole);
  });

  it("control's game cells of a day not built are the day aggregate's cells summed over merchants", () => {
    const day = today - 5 * DAY_MS;
    clearDayAggregates(day);
    const light = new Map(dayGameCells(day).map((c) => [`${c.gameId}|${c.currencyCode}`, c.sums]));
    const summed = new Map<string, Sums>();
    for (const c of dayAggregate(day).cells) {
      const key = `${c.gameId}|${c.currencyCode}`;
      summed.set(key, addSums(summed.get(key) ?? emptySums(), c.sums));
    }
    expect(light.size).toBeGreaterThan(0);
    expect(light).toEqual(summed);
    // Once the day is built, they are read from it.
    expect(new Map(dayGameCells(day).map((c) => [`${c.gameId}|${c.currencyCode}`, c.sums]))).toEqual(summed);
  });

  it("control's game cells for some games only are theirs, and a later call for more or all adds up the rest", () => {
    const day = today - 7 * DAY_MS;
    const byKey = (cells: readonly GameDayCell[]) =>
      new Map(cells.map((c) => [`${c.gameId}|${c.currencyCode}`, c.sums]));
    const of = (games: number[]) =>
      new Map([...byKey(full)].filter(([key]) => games.includes(Number(key.split('|')[0]))));
    clearDayAggregates(day);
    const full = dayGameCells(day);
    const [a, b] = [...new Set(full.map((c) => c.gameId))];
    clearDayAggregates(day);
    const some = dayGameCells(day, new Set([a!]));
    expect(some.every((c) => c.gameId === a)).toBe(true);
    expect(byKey(some)).toEqual(of([a!]));
    expect(byKey(dayGameCells(day, new Set([a!, b!])))).toEqual(of([a!, b!]));
    expect(byKey(dayGameCells(day))).toEqual(byKey(full));
  });

  it("control's game cells of a day count a status changed in the store, as the day aggregate does", () => {
    const day = today - 6 * DAY_MS;
    const pending = settledOrdersOfDay(day).find((o) => o.status === ORDER_STATUS.pending)!;
    const key = `${pending.order.gameId}|${pending.order.currencyCode}`;
    clearDayAggregates(day);
    const before = dayGameCells(day).find((c) => `${c.gameId}|${c.currencyCode}` === key)!.sums;
    try {
      recordChange(pending.order.id, ORDER_STATUS.pending, ORDER_STATUS.success, 'test', 'admin');
      clearDayAggregates(day);
      const light = new Map(dayGameCells(day).map((c) => [`${c.gameId}|${c.currencyCode}`, c.sums]));
      expect(light.get(key)!.betCount).toBe(before.betCount + 1);
      const summed = new Map<string, Sums>();
      for (const c of dayAggregate(day).cells) {
        const cellKey = `${c.gameId}|${c.currencyCode}`;
        summed.set(cellKey, addSums(summed.get(cellKey) ?? emptySums(), c.sums));
      }
      expect(light).toEqual(summed);
    } finally {
      resetDb();
      clearDayAggregates(day);
    }
  });
});

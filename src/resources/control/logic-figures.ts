// 组合逻辑's live figures (control.md 1.2, 1.9): the weights as typed over the stored rows, through the same formula
// the server answers with (tierFigures), so the expected RTP the page shows before saving is the one the server will
// store, to the cent. Pure: the page renders it and the unit test compares it with the server's answer.
import type { LogicRow, LogicSummary } from '@/api/control';
import { checkNumber, type NumberBounds } from '@/components/resource-kit/kinds/plain-number';
import { tierFigures } from '@/lib/contract/combine-rtp';

/** What a weight may be (control.md 1.2 save checks). */
export const WEIGHT_BOUNDS: NumberBounds = { min: 0, max: 1_000_000, decimals: 0 };

/** The weights the user has typed, by combine id, as typed; a pool not in it keeps its stored weight. */
export type WeightDraft = Readonly<Record<number, string>>;

export type LiveRow = LogicRow & {
  /** The pool is drawn (its combine is enabled); a disabled pool keeps its weight but counts as 0. */
  enabled?: boolean;
  /** The weight as shown in its input (typed or stored). */
  weightText?: string;
  /** The typed text is no weight (not an integer 0-1,000,000): it counts as 0 and the set cannot be saved. */
  weightInvalid?: boolean;
};

export type LiveLogic = {
  rows: LiveRow[];
  summary: LogicSummary;
  /** The whole set, as the save sends it. */
  items: { combineId: number; weight: number }[];
  /** Some typed weight differs from the stored one. */
  changed: boolean;
  /** Some typed text is no weight. */
  invalid: boolean;
};

/**
 * The rows with the typed weights and their share and contribution, and the tier's summary, recomputed.
 * `enabled(combineId)` says whether a pool is drawn (its combine's status).
 */
export function liveLogic(
  rows: readonly LogicRow[],
  enabled: (combineId: number) => boolean,
  draft: WeightDraft,
): LiveLogic {
  const typed = rows.map((row) => {
    const text = draft[row.combineId];
    if (text === undefined) return { text: String(row.weight), weight: row.weight, invalid: false };
    const check = checkNumber(text, WEIGHT_BOUNDS);
    return { text, weight: check.ok ? check.value : 0, invalid: !check.ok };
  });
  const figures = tierFigures(
    rows.map((row, i) => ({ weight: typed[i]!.weight, avgMultiple: row.avgMultiple, enabled: enabled(row.combineId) })),
  );
  const live = rows.map((row, i) => ({
    ...row,
    weight: typed[i]!.weight,
    share: figures.rows[i]?.share ?? 0,
    rtpContribution: figures.rows[i]?.rtpContribution ?? 0,
    enabled: enabled(row.combineId),
    weightText: typed[i]!.text,
    weightInvalid: typed[i]!.invalid,
  }));
  return {
    rows: live,
    summary: { weight: figures.weight, expectedRtp: figures.expectedRtp },
    items: live.map((row) => ({ combineId: row.combineId, weight: row.weight })),
    changed: rows.some((row, i) => typed[i]!.invalid || typed[i]!.weight !== row.weight),
    invalid: typed.some((t) => t.invalid),
  };
}

// The save form's preview (control.md 1.1): before saving, the range the pool will cover and every pool whose range
// the save narrows or widens (the next pool above first), from the game's pools as they are now and the typed bound;
// plus what the server would refuse (a bound taken, an average outside its range, a neighbour's average left out).
import type { BaseRecord } from '@refinedev/core';
import { isBlank, type WireValues } from '@/components/resource-kit/kinds/kind';
import type { PreviewLine } from '@/resources/control/preview-kind';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { avgFits, boundChange, rangeText, type PoolRange } from '@/lib/contract/combine-range';
import type { CombineRow } from '@/api/control';

/** What the edit form starts the preview field with: the pool being edited. */
export type EditedPool = { id: number; top: boolean; zero: boolean };

const show = (r: PoolRange) => rangeText(r.min, r.max);

export function editedPool(values: WireValues): EditedPool | undefined {
  const v = values.rangePreview;
  return v && typeof v === 'object' ? (v as EditedPool) : undefined;
}

export function combinePreviewLines(
  values: WireValues,
  rows: BaseRecord[],
  { text, loading }: { text: ResourceText; loading: boolean },
): PreviewLine[] {
  const m = (key: string, vars?: object) => text.message(`preview.${key}`, vars);
  if (isBlank(values.gameId)) return [{ text: m('pickGame'), tone: 'secondary' }];
  if (loading) return [{ text: m('loading'), tone: 'secondary' }];
  const edited = editedPool(values);
  // The top pool stays unbounded (1.9); every other pool needs a bound.
  let max: number | null = null;
  if (!edited?.top) {
    const typed = checkNumber(values.maxMultiple, { min: 0, decimals: 2 });
    if (isBlank(values.maxMultiple) || !typed.ok) return [{ text: m('enterMax'), tone: 'secondary' }];
    max = typed.value;
  }
  const pools = (rows as CombineRow[]).map((r) => ({
    id: r.id,
    name: r.name,
    maxMultiple: r.maxMultiple,
    avgMultiple: r.avgMultiple,
  }));
  const change = boundChange(pools, edited?.id, max);
  if (change.clash) return [{ text: m('clash', { name: change.clash.name, max }), tone: 'danger' }];
  const lines: PreviewLine[] = [{ text: m('covers', { range: show(change.range) }) }];
  const avg = checkNumber(values.avgMultiple, { min: 0, decimals: 2 });
  if (avg.ok && !isBlank(values.avgMultiple) && !avgFits(change.range, avg.value)) {
    lines.push({ text: m('avgOut', { range: show(change.range) }), tone: 'danger' });
  }
  for (const c of change.changes) {
    const pool = m(c.after.min === max ? 'next' : 'pool', { name: c.name });
    const narrowed = c.after.min > c.before.min;
    const vars = { pool, before: show(c.before), after: show(c.after) };
    lines.push({ text: m(narrowed ? 'narrowed' : 'widened', vars), tone: narrowed ? 'warning' : undefined });
    if (!avgFits(c.after, c.avgMultiple)) {
      lines.push({
        text: m('neighbourAvg', { name: c.name, avg: c.avgMultiple, range: show(c.after) }),
        tone: 'danger',
      });
    }
  }
  if (change.changes.length === 0) lines.push({ text: m('unchanged'), tone: 'secondary' });
  return lines;
}

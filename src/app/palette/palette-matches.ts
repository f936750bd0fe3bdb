// What the palette lists for a search: kbar's useMatches ranking (command-score over name, keywords and subtitle;
// sections by priority), computed in the same render as the typed text. kbar's hook reads the search from its store,
// which publishes a render late, and throttles it by 100 ms: an Enter right after a burst of keys chose from the
// list of a few keys earlier (the home page, or an id short of its last digits).
import commandScore from 'command-score';
import type { PaletteAction } from '@/app/palette/palette-actions';

/** kbar's `KBarResults` runs an item's `command` and closes, or opens it as a group (`id`) when it has none. */
export type PaletteEntry = { id: string; name: string; subtitle?: string; command?: { perform: () => void } };

/** Section names and entries, in display order. */
export type PaletteItem = string | PaletteEntry;

// kbar's NO_GROUP: entries without a section are listed without a header.
const NO_SECTION = 'none';

type Ranked = { priority: number };
const byPriority = (a: Ranked, b: Ranked) => b.priority - a.priority;

/** The root's actions (or the opened group's children); with a search, their descendants too. */
function candidates(actions: PaletteAction[], rootActionId: string | null, deep: boolean): PaletteAction[] {
  const childrenOf = (id: string) => actions.filter((action) => action.parent === id);
  const level = actions
    .filter((action) => (rootActionId === null ? !action.parent : action.parent === rootActionId))
    .map((action) => ({ action, priority: action.priority ?? 0 }))
    .sort(byPriority)
    .map(({ action }) => action);
  if (!deep) return level;
  const all = [...level];
  const addChildren = (list: PaletteAction[]) => {
    for (const action of list) {
      const children = childrenOf(action.id);
      all.push(...children);
      addChildren(children);
    }
  };
  addChildren(level);
  return all;
}

function entryOf(action: PaletteAction): PaletteEntry {
  const { perform } = action;
  return {
    id: action.id,
    name: action.name,
    subtitle: action.subtitle,
    command: perform ? { perform: () => perform() } : undefined,
  };
}

export function paletteMatches(actions: PaletteAction[], rootActionId: string | null, search: string): PaletteItem[] {
  const query = search.trim();
  const scored = candidates(actions, rootActionId, search !== '')
    .map((action) => ({
      action,
      score: query ? commandScore([action.name, action.keywords, action.subtitle].join(' '), search) : 0,
    }))
    .filter(({ score }) => !query || score > 0);

  const sections = new Map<
    string,
    { name: string; priority: number; entries: { action: PaletteAction; priority: number }[] }
  >();
  for (const { action, score } of scored) {
    const name = action.section?.name ?? NO_SECTION;
    // kbar's own rule, kept so the order is the one users know: the section's priority, or the score without one.
    const section = sections.get(name) ?? { name, priority: action.section?.priority || score, entries: [] };
    sections.set(name, section);
    section.entries.push({ action, priority: (action.priority ?? 0) + score });
  }
  return [...sections.values()]
    .sort(byPriority)
    .flatMap((section) => [
      ...(section.name === NO_SECTION ? [] : [section.name]),
      ...section.entries.sort(byPriority).map(({ action }) => entryOf(action)),
    ]);
}

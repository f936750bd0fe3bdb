// A seeded table as the store keeps it: the seeds stay in code (mock-data.md 6.1) and only the changes requests made
// are stored, so a store reset brings the seeds back and the browser persists a few edits, not whole tables.

/** A seeded table's stored changes: patches by id, created rows, removed ids. */
export type Table<T> = { patches: Record<string, Partial<T>>; created: T[]; removed: number[] };

export const emptyTable = <T>(): Table<T> => ({ patches: {}, created: [], removed: [] });

/** Seeds with the stored changes applied, created rows after them. */
export function viewTable<T extends { id: number }>(seeds: readonly T[], table: Table<T>): T[] {
  const removed = new Set(table.removed);
  return [...seeds, ...table.created]
    .filter((row) => !removed.has(row.id))
    .map((row) => ({ ...row, ...table.patches[row.id] }));
}

/** Stores a saved row: a patch for a seeded row, or a replacement of a created one. */
export function putRow<T extends { id: number }>(table: Table<T>, seeded: boolean, row: T): void {
  if (seeded) {
    table.patches[row.id] = row;
    return;
  }
  const at = table.created.findIndex((r) => r.id === row.id);
  if (at >= 0) table.created[at] = row;
  else table.created.push(row);
}

export function removeRow<T extends { id: number }>(table: Table<T>, id: number): void {
  table.created = table.created.filter((r) => r.id !== id);
  if (!table.removed.includes(id)) table.removed.push(id);
}

/** Ids of created rows stay clear of the seeds' small ids. */
export const CREATED_ID_BASE = 100_000;

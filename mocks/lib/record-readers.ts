// What the change history (operations.md 7.2) knows of a record type: each area's routes.ts exports `records`, a reader
// per type whose records it keeps (mocks/handlers.ts hands them here), so the audit and the history call read any
// area's records without importing it. The registrations say which calls change which type (RecordTarget).
import { STAMPS } from '@mocks/lib/record-diff';
import { needDetails } from '@mocks/lib/registration';
import { PAGES } from '@mocks/lib/registry';

export type RecordOwner = { merchantTeamId: number; merchantId: number };

export type RecordReader = {
  /** The record's plain fields (its wire row), or undefined when there is no such record (before a create). */
  read(id: string): Readonly<Record<string, unknown>> | undefined;
  /** Every id, so that a create answering no id is found as the one that is new after the call. */
  ids?(): readonly string[];
  /** The merchant (or team) the record is of, for a type 2/3 reader's scope (README 0.4); none: the platform's. */
  owner?(id: string): RecordOwner | undefined;
};

export type RecordReaders = Readonly<Record<string, RecordReader>>;

const readers = new Map<string, RecordReader[]>();

/** Called by mocks/handlers.ts with each area's `records`. Two areas may keep fields of one record (a game's catalogue
 * entry in game, its RTP control in control): the record is what they read together. */
export function registerRecordReaders(found: RecordReaders | undefined): void {
  for (const [type, reader] of Object.entries(found ?? {})) {
    const known = readers.get(type) ?? [];
    if (!known.includes(reader)) readers.set(type, [...known, reader]);
  }
}

export function recordReader(type: string): RecordReader | undefined {
  const parts = readers.get(type);
  if (!parts?.length) return undefined;
  const first = <T>(pick: (r: RecordReader) => T | undefined) => parts.map(pick).find((v) => v !== undefined);
  return {
    read: (id) => {
      const found = parts.map((r) => r.read(id)).filter((f) => f !== undefined);
      return found.length ? Object.assign({}, ...found) : undefined;
    },
    ids: parts.some((r) => r.ids) ? () => [...new Set(parts.flatMap((r) => r.ids?.() ?? []))] : undefined,
    owner: (id) => first((r) => r.owner?.(id)),
  };
}

/** A stored record's own fields, without its stamps. */
export function plainFields(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !STAMPS.has(k)));
}

/** A reader over a list of records with a numeric or text id. */
export function listReader<T extends object>(
  list: () => readonly T[],
  idOf: (record: T) => string | number,
  options: { fields?: (record: T) => object; owner?: (record: T) => RecordOwner } = {},
): RecordReader {
  const find = (id: string) => list().find((r) => String(idOf(r)) === id);
  return {
    read: (id) => {
      const found = find(id);
      return found ? plainFields(options.fields ? options.fields(found) : found) : undefined;
    },
    ids: () => list().map((r) => String(idOf(r))),
    owner: (id) => {
      const found = find(id);
      return found && options.owner ? options.owner(found) : undefined;
    },
  };
}

export const HISTORY_ENDPOINT = 'GET /api/system/operationLog/history';

/**
 * The keys that open a record type's history: the page key of every page that calls the history and declares a call
 * changing that type (player: player.page, player.info, player.rtp), so a role sees the history of what its pages show.
 */
export function historyKeysOf(type: string): string[] {
  return PAGES.filter((page) => {
    const needs = Object.values(page.calls);
    return HISTORY_ENDPOINT in page.calls && needs.some((n) => needDetails(n).target?.type === type);
  }).map((page) => page.key);
}

// One diff for every audited change (operations.md 7.2): only the fields that differ, bookkeeping left out, a create
// as before null and a remove as after null, a password never shown and a secret key only as `******`.
import type { FieldChange } from '@/api/system-logs';

type Fields = Readonly<Record<string, unknown>>;

/** Stamps every save sets, in the wire and the stored (ms) spelling: they say nothing about what a call changed. */
export const STAMPS: ReadonlySet<string> = new Set([
  'updateTime',
  'operator',
  'createTime',
  'updatedAt',
  'createdAt',
  'publishedAt',
]);
const PASSWORD = /password/i;
const SECRET = /secretkey/i;
const MASK = '******';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (field: string, value: unknown) =>
  value === null || value === undefined ? null : SECRET.test(field) ? MASK : value;

/** The changed fields between two states of a record; undefined on a side means the record did not exist. */
export function diffFields(before: Fields | undefined, after: Fields | undefined, prefix = ''): FieldChange[] {
  if (!before && !after) return [];
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    fields
      .filter((field) => !STAMPS.has(field) && !PASSWORD.test(field))
      // Compared before masking: a new secret key shows as a change from ****** to ****** (a reset).
      .filter((field) => !before || !after || !same(before[field], after[field]))
      .map((field) => ({
        field: `${prefix}${field}`,
        before: before ? shown(field, before[field]) : null,
        after: after ? shown(field, after[field]) : null,
      }))
      // A create lists the fields it set, a remove those it had: an empty field on both sides says nothing.
      .filter((c) => !(before === undefined && c.after === null) && !(after === undefined && c.before === null))
  );
}

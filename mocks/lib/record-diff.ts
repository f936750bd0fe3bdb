// One diff for every audited change (operations.md 7.2): only the fields that differ, bookkeeping left out, a create
// as before null and a remove as after null, a password never shown and a secret key only as `******`.
import type { FieldChange } from '@/api/system-logs';

type Fields = Readonly<Record<string, unknown>>;

// Set by every save, so they say nothing about what the call changed.
const BOOKKEEPING = new Set(['updateTime', 'operator', 'createTime']);
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
      .filter((field) => !BOOKKEEPING.has(field) && !PASSWORD.test(field))
      .filter((field) => !before || !after || !same(before[field], after[field]))
      .map((field) => ({
        field: `${prefix}${field}`,
        before: before ? shown(field, before[field]) : null,
        after: after ? shown(field, after[field]) : null,
      }))
      // A secret key changed from one masked value to another still shows (reset key), but a create's empty field does not.
      .filter((c) => !(before === undefined && c.after === null) && !(after === undefined && c.before === null))
  );
}

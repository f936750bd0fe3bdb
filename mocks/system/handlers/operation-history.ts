// A record's change history (operations.md 7.2): the log rows naming it, from both logs (every user type), over the
// whole retention (no 7-day window), newest first. The key is that of a page that shows the record (the pages that
// change the type, mocks/lib/record-readers.ts historyKeysOf); a type 2/3 caller reads only records of its scope,
// by the record's merchant (README 0.4), and gets an empty list for any other, as lists do.
import { http } from 'msw';
import { paginate, text } from '@mocks/lib/params';
import { historyKeysOf, recordReader } from '@mocks/lib/record-readers';
import { authedRoute } from '@mocks/domain/route';
import { roleOf } from '@mocks/domain/staff/accounts';
import { BATCH_SEPARATOR } from '@mocks/domain/staff/change-capture';
import { operationLogRows } from '@mocks/domain/staff/operation-log';
import type { OpLogRow } from '@/api/system-logs';

/** The row as the record's history shows it: a batch row keeps only this record's changes, named without its id. */
function ofRecord(row: OpLogRow, type: string, id: string): OpLogRow | undefined {
  if (row.targetType !== type) return undefined;
  if (row.targetId === id) return row;
  if (!row.targetId.split(',').includes(id)) return undefined;
  const prefix = `${id}${BATCH_SEPARATOR}`;
  const changes = row.changes
    .filter((c) => c.field.startsWith(prefix))
    .map((c) => ({ ...c, field: c.field.slice(prefix.length) }));
  return { ...row, targetId: id, changes };
}

export const operationHistoryHandlers = [
  http.get(
    '*/api/system/operationLog/history',
    authedRoute((ctx) => {
      const type = text(ctx.query, 'targetType');
      const id = text(ctx.query, 'targetId');
      if (!type || !id) return ctx.fail('invalidParams');
      const keys = roleOf(ctx.account).permissions;
      if (!historyKeysOf(type).some((key) => keys.includes(key))) return ctx.fail('noPermission');
      if (ctx.account.type !== 1) {
        const owner = recordReader(type)?.owner?.(id);
        if (!owner || !ctx.inScope(owner)) return ctx.ok({ list: [], total: 0 });
      }
      const rows = operationLogRows().flatMap((row) => ofRecord(row, type, id) ?? []);
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),
];

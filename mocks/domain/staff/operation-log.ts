// The audit trail (system.md 4.7): one record per audited call, newest first, capped at the newest 5,000. Every
// user type is kept with its type: the merchant log (mocks/merchant/handlers/operation-log.ts) reads its share.
import { mutate, nextId, db } from '@mocks/domain/store';
import { withCurrentOrg } from '@mocks/domain/org/org';
import type { OpLogRow } from '@/api/system-logs';
import type { OperationLogState } from '@mocks/domain/store';
import { seededLogRows } from '@mocks/domain/staff/operation-log-seeds';

export const OPERATION_LOG_CAP = 5000;
export const PARAMS_MAX = 2000;
const SECRET_KEYS = /password|secretkey/i;

export type { OperationLogState };

/** The body as the log shows it: secrets replaced by `******` at any depth, cut to 2000 characters. */
export function maskedParams(body: string): string {
  let text = body;
  try {
    const parsed: unknown = JSON.parse(body);
    text = JSON.stringify(parsed, (key, value: unknown) =>
      SECRET_KEYS.test(key) && value !== null && typeof value !== 'object' ? '******' : value,
    );
  } catch {
    // Not JSON (a form upload): kept as it came, still cut.
  }
  return text.slice(0, PARAMS_MAX);
}

/** What a row carries when the call names no record and no approval (operations.md 7.2). */
export type OpLogInput = Omit<OpLogRow, 'id' | 'targetType' | 'targetId' | 'changes' | 'approvalId' | 'checkerName'> &
  Partial<Pick<OpLogRow, 'targetType' | 'targetId' | 'changes' | 'approvalId' | 'checkerName'>>;

// What a row lacks when it was stored before 7.2 (a browser's saved state): no record, no change, no approval.
const NO_TARGET: Pick<OpLogRow, 'targetType' | 'targetId' | 'changes' | 'approvalId' | 'checkerName'> = {
  targetType: '',
  targetId: '',
  changes: [],
  approvalId: null,
  checkerName: '',
};

export function appendOperationLog(row: OpLogInput): void {
  const full = { ...NO_TARGET, ...row };
  mutate((s) => {
    s.operationLog.unshift({ ...full, id: nextId(s) });
    if (s.operationLog.length > OPERATION_LOG_CAP) s.operationLog.length = OPERATION_LOG_CAP;
  });
}

/** Newest first, the seeded rows older than the 7-day window last. The caller's team and merchant names are read now
 * (mocks/merchant/db/org.ts), so a renamed or moved merchant shows as it is, like in every other list. */
export function operationLogRows(): readonly OpLogRow[] {
  const stored = db().operationLog.map((row) => withCurrentOrg({ ...NO_TARGET, ...row, changes: row.changes ?? [] }));
  return [...stored, ...seededLogRows()];
}

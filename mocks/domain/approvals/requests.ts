// The requests (operations.md 7.1): made when a rule holds a call back, read as wire rows, and expired. A pending
// request past its `expireTime` is stored as 5 by the first read or decision after it, so it never shows as pending
// again, even if the server clock is set back later.
import { mockNow } from '@mocks/lib/clock';
import { formatTime, HOUR_MS } from '@mocks/lib/time';
import { mutate } from '@mocks/domain/store';
import { configRecords } from '@mocks/domain/settings/config';
import { approvalsOf, type ApprovalRecord } from '@mocks/domain/approvals/state';
import { SEEDED_EXPIRE_HOURS } from '@mocks/domain/approvals/seeds';
import type { ApprovalRow, ApprovalStatus, GuardedAction } from '@/api/approvals';

export const EXPIRE_HOURS_KEY = 'approval.expireHours';
const EXPIRE_HOURS_MAX = 720;

/** `approval.expireHours` (system.md 4.1): a whole number 1-720; anything else reads as the seeded 24. */
export function expireHours(): number {
  const value = Number(configRecords().find((c) => c.key === EXPIRE_HOURS_KEY)?.value);
  return Number.isInteger(value) && value >= 1 && value <= EXPIRE_HOURS_MAX ? value : SEEDED_EXPIRE_HOURS;
}

/** Stores 5 on every pending request whose time is up; a mutate only when there is one. */
export function settleExpired(now = mockNow()): void {
  const due = approvalsOf().requests.filter((r) => r.status === 1 && now >= r.expiresAt);
  if (!due.length) return;
  mutate(() => {
    for (const record of due) record.status = 5;
  });
}

/** Every request, newest first, expiries settled. */
export function approvalRecords(): readonly ApprovalRecord[] {
  settleExpired();
  return [...approvalsOf().requests].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function findApproval(id: number | undefined): ApprovalRecord | undefined {
  return id === undefined ? undefined : approvalRecords().find((r) => r.id === id);
}

export function toApprovalRow(record: ApprovalRecord): ApprovalRow {
  const { body: _body, createdAt, expiresAt, decidedAt, ...row } = record;
  return {
    ...row,
    changes: row.changes.map((c) => ({ ...c })),
    createTime: formatTime(createdAt),
    expireTime: formatTime(expiresAt),
    decideTime: decidedAt === null ? '' : formatTime(decidedAt),
  };
}

/** The pending request for this action on this record, if any (one at a time, 7.1). */
export function pendingFor(action: GuardedAction, targetType: string, targetId: string): ApprovalRecord | undefined {
  return approvalRecords().find(
    (r) => r.status === 1 && r.action === action && r.targetType === targetType && r.targetId === targetId,
  );
}

export type NewRequest = Omit<
  ApprovalRecord,
  'id' | 'status' | 'checkerName' | 'checkerRemark' | 'resultMsg' | 'createdAt' | 'expiresAt' | 'decidedAt'
>;

/** A new pending request; its expiry is fixed now from the config key. */
export function createApproval(input: NewRequest): ApprovalRecord {
  const now = mockNow();
  return mutate(() => {
    const state = approvalsOf();
    state.seq += 1;
    const record: ApprovalRecord = {
      ...input,
      id: state.seq,
      status: 1,
      checkerName: '',
      checkerRemark: '',
      resultMsg: '',
      createdAt: now,
      expiresAt: now + expireHours() * HOUR_MS,
      decidedAt: null,
    };
    state.requests.push(record);
    return record;
  });
}

/** Ends a pending request: decided (2, 3, 6) or withdrawn (4). */
export function closeApproval(
  id: number,
  status: Exclude<ApprovalStatus, 1 | 5>,
  fields: Partial<Pick<ApprovalRecord, 'checkerName' | 'checkerRemark' | 'resultMsg'>> = {},
): ApprovalRecord | undefined {
  return mutate(() => {
    const record = approvalsOf().requests.find((r) => r.id === id);
    if (!record) return undefined;
    Object.assign(record, fields, { status, decidedAt: mockNow() });
    return record;
  });
}

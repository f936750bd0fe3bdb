// What the approvals keep in the store (operations.md 7.1): each rule's setting and every request with the call it
// holds back. Types only, so the seeds, the state slot and the rules read them without a ring.
import type { ApprovalRow, ApprovalStatus, GuardedAction } from '@/api/approvals';

/** The store slot's key (mocks/domain/store.ts, areaState): the page that shows them. */
export const APPROVALS_SLOT = 'system.approval';

export type StoredRule = { enabled: boolean; thresholdCny: number | null; operator: string; updatedAt: number };

/** A request as stored: the wire row's fields with instants for its times and the call's body unmasked, to replay. */
export type ApprovalRecord = Omit<ApprovalRow, 'createTime' | 'expireTime' | 'decideTime' | 'status'> & {
  /** 1 is pending only until `expiresAt`; a read after it stores 5 (requests.ts). */
  status: ApprovalStatus;
  body: Record<string, unknown>;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
};

export type ApprovalsState = {
  /** The last request id given; seeds take 1-6. */
  seq: number;
  rules: Record<GuardedAction, StoredRule>;
  requests: ApprovalRecord[];
};

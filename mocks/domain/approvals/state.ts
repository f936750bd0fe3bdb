// The approvals' slot in the one store (mocks/domain/store.ts, areaState), seeded on first read. Read and change it
// only through the functions of this folder; a change goes inside mutate() so the browser persists it.
import { areaState, db } from '@mocks/domain/store';
import { APPROVALS_SLOT, type ApprovalsState } from '@mocks/domain/approvals/records';
import { seedApprovals } from '@mocks/domain/approvals/seeds';

export type { ApprovalRecord, StoredRule } from '@mocks/domain/approvals/records';

export function approvalsOf(): ApprovalsState {
  return areaState(db(), APPROVALS_SLOT, seedApprovals);
}

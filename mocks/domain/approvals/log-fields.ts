// The approval's fields on the operation log's rows (operations.md 7.1: the request, the decision and the applied
// change are three rows). The audit (mocks/system/handlers/operation-audit.ts) asks here for the first two: a guarded
// call answered `{approvalId, status: 1}` is the request; a call on approve, reject or withdraw is the decision. Both
// name the record the request changes (not the request), so the record's history shows them beside the applied change.
import { numberField } from '@mocks/lib/params';
import { findApproval } from '@mocks/domain/approvals/requests';
import type { OpLogRow } from '@/api/system-logs';

type Fields = Partial<Pick<OpLogRow, 'approvalId' | 'checkerName' | 'targetType' | 'targetId'>>;

const DECISION = /\/api\/system\/approval\/(approve|reject|withdraw)$/;

function approvalIdIn(path: string, body: Record<string, unknown>, result: unknown): number | undefined {
  if (DECISION.test(path)) return numberField(body, 'id');
  const answer = result as { approvalId?: unknown; status?: unknown } | null;
  return typeof answer?.approvalId === 'number' && answer.status === 1 ? answer.approvalId : undefined;
}

export function approvalLogFields(
  path: string,
  body: Record<string, unknown>,
  result: unknown,
  username: string,
): Fields {
  const record = findApproval(approvalIdIn(path, body, result));
  if (!record) return {};
  const decidedBy = DECISION.test(path) && record.checkerName === username && record.decidedAt !== null;
  return {
    approvalId: record.id,
    targetType: record.targetType,
    targetId: record.targetId,
    ...(decidedBy ? { checkerName: username } : {}),
  };
}

// system.approval's decisions (operations.md 7.1): approve (the held call runs again as its maker; its outcome is
// the answer, state 1 either way), reject with a remark, and the maker's withdraw. The applied change is logged here
// as the original call of the maker, with the approval and the checker (the decision's own row is the audit's).
import { http } from 'msw';
import { fail } from '@mocks/lib/envelope';
import { message } from '@mocks/lib/i18n';
import { numberField } from '@mocks/lib/params';
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { authedRoute, authedStaffRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { orgOfOwner } from '@mocks/domain/org/org';
import { accountById } from '@mocks/domain/staff/accounts';
import { appendOperationLog, maskedParams } from '@mocks/domain/staff/operation-log';
import { approvalMessage } from '@mocks/domain/approvals/messages';
import { approve, reject, withdraw, type DecideKey } from '@mocks/domain/approvals/decide';
import type { Replayed } from '@mocks/domain/approvals/replay';
import { RULES } from '@mocks/domain/approvals/rules';
import type { ApprovalRecord } from '@mocks/domain/approvals/state';
import type { Outcome } from '@mocks/lib/outcome';
import { auditTarget } from '@mocks/system/handlers/operation-audit';
import type { ApprovalApproveResult } from '@/api/approvals';

function answer<T>(ctx: AuthedCtx, outcome: Outcome<T, DecideKey>): Response | undefined {
  if (outcome.ok) return undefined;
  const { key, values } = outcome;
  return fail(key === 'noPermission' ? message(ctx.lang, key) : approvalMessage(ctx.lang, key, values));
}

/** The third row: the original call as its maker made it, applied (or refused) now by the checker's decision. */
function logApplied(record: ApprovalRecord, replayed: Replayed, checkerName: string): void {
  const maker = accountById(record.makerId);
  const path = RULES[record.action].call.split(' ')[1] ?? '';
  appendOperationLog({
    userId: record.makerId,
    username: record.makerName,
    userType: maker?.type ?? 1,
    ...orgOfOwner({ merchantTeamId: maker?.merchantTeamId ?? 0, merchantId: maker?.merchantId ?? 0 }),
    merchantId: maker?.merchantId ?? 0,
    ...auditTarget('POST', path, record.body),
    method: 'POST',
    url: path,
    params: maskedParams(JSON.stringify(record.body)),
    status: replayed.applied ? 1 : 0,
    message: replayed.msg,
    ip: '',
    ipName: '',
    costMs: 0,
    operTime: formatTime(mockNow()),
    targetType: record.targetType,
    targetId: record.targetId,
    changes: replayed.changes,
    approvalId: record.id,
    checkerName,
  });
}

export const approvalDecideHandlers = [
  http.post(
    '*/api/system/approval/approve',
    authedStaffRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const outcome = await approve(ctx, numberField(body, 'id'), body.remark);
      if (!outcome.ok) return answer(ctx, outcome) as Response;
      const { record, replayed } = outcome.value;
      logApplied(record, replayed, ctx.account.username);
      const result: ApprovalApproveResult = { status: record.status === 2 ? 2 : 6, resultMsg: record.resultMsg };
      return ctx.ok(result);
    }),
  ),

  http.post(
    '*/api/system/approval/reject',
    authedStaffRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const outcome = reject(ctx.account, numberField(body, 'id'), body.remark);
      return answer(ctx, outcome) ?? ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/system/approval/withdraw',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const outcome = withdraw(ctx.account, numberField(body, 'id'));
      return answer(ctx, outcome) ?? ctx.ok(null);
    }),
  ),
];

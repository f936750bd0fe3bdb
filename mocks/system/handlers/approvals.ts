// system.approval (operations.md 7.1), what is read: the rules (and their save), the list, a request, the header's
// count, and the requests pending on one record. The page and its calls are platform-only (README 0.4), except
// `pending`, which the record's own page calls for any user type, within the caller's scope.
import { http } from 'msw';
import { weekWithin31Days } from '@mocks/lib/date-span';
import { answerIn, refusalIn } from '@mocks/lib/outcome';
import { int, paginate, text } from '@mocks/lib/params';
import { authedRoute, authedStaffRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { roleOf } from '@mocks/domain/staff/accounts';
import { approvalMessage } from '@mocks/domain/approvals/messages';
import { decidableCount } from '@mocks/domain/approvals/decide';
import { approvalRecords, findApproval, toApprovalRow } from '@mocks/domain/approvals/requests';
import { ruleRows, saveRule } from '@mocks/domain/approvals/rules';
import type { ApprovalTargetType } from '@/api/approvals';

const refuse = refusalIn(approvalMessage);
const answer = answerIn(approvalMessage);

/** The keys of the pages that show each kind of record: `pending` needs one of the record's. */
const RECORD_PAGE_KEYS: Readonly<Record<ApprovalTargetType, readonly string[]>> = {
  player: ['player.page', 'player.info'],
  game: ['control.game'],
  combineLogic: ['control.combineLogic'],
  rate: ['merchant.rate'],
  bill: ['merchant.bill'],
};

function listFilter(ctx: AuthedCtx) {
  const status = int(ctx.query, 'status');
  const action = text(ctx.query, 'action');
  const mine = int(ctx.query, 'mine') === 1;
  return (r: ReturnType<typeof approvalRecords>[number]) =>
    (status === undefined || r.status === status) &&
    (!action || r.action === action) &&
    (!mine || r.makerId === ctx.account.id);
}

export const approvalReadHandlers = [
  http.get(
    '*/api/system/approval/rules',
    authedStaffRoute((ctx) => ctx.ok({ list: ruleRows() })),
  ),

  http.post(
    '*/api/system/approval/rules/save',
    authedStaffRoute(async (ctx) => answer(ctx, saveRule(await readBody(ctx.request), ctx.account.username))),
  ),

  http.get(
    '*/api/system/approval/list',
    authedStaffRoute((ctx) => {
      const span = weekWithin31Days(ctx);
      if (!span.ok) return span.response;
      const range = span.value;
      const keep = listFilter(ctx);
      const rows = approvalRecords()
        .filter((r) => keep(r) && r.createdAt >= range.start && r.createdAt < range.end + 1000)
        .map(toApprovalRow);
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),

  http.get(
    '*/api/system/approval/detail',
    authedStaffRoute((ctx) => {
      const record = findApproval(int(ctx.query, 'id'));
      return record ? ctx.ok(toApprovalRow(record)) : refuse(ctx, 'notFound');
    }),
  ),

  http.get(
    '*/api/system/approval/count',
    authedStaffRoute((ctx) => ctx.ok({ pending: decidableCount(ctx.account) })),
  ),

  http.get(
    '*/api/system/approval/pending',
    authedRoute((ctx) => {
      const type = text(ctx.query, 'targetType') as ApprovalTargetType | undefined;
      const id = text(ctx.query, 'targetId');
      const pageKeys = type && RECORD_PAGE_KEYS[type];
      if (!pageKeys || !id) return refuse(ctx, 'targetInvalid');
      const held = roleOf(ctx.account).permissions;
      if (!pageKeys.some((key) => held.includes(key))) return ctx.fail('noPermission');
      const rows = approvalRecords()
        .filter((r) => r.status === 1 && r.targetType === type && r.targetId === id && ctx.inScope(r))
        .map(toApprovalRow);
      return ctx.ok({ list: rows });
    }),
  ),
];

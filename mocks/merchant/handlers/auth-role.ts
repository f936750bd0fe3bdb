// Merchant roles (auth.md 5.3, merchant.md 2.5 and 2.6): the system roles' calls (mocks/system/handlers/auth-role.ts)
// with the merchant set's rules. A role is for users of its `userType` (2 team, 3 merchant) and owned by a team, a
// merchant (with that merchant's team) or nobody (a shared template, owner 0, the platform's). Platform staff see and
// edit every role; a type 2/3 caller sees the roles of its scope (README 0.4) and the templates it may assign, and
// saves or removes only roles of its scope (a team user: its team's and its merchants'; a merchant user: its own),
// never a template; a save without an owner is refused by naming the team or merchant it must choose.
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { int, numberField } from '@mocks/lib/params';
import { authedRoute, type AuthedCtx } from '@mocks/domain/route';
import { findMerchant, findTeam, orgOfOwner, teamIdOf } from '@mocks/domain/org/org';
import type { RoleRecord } from '@mocks/domain/staff/auth-state';
import type { AuthMsgKey } from '@mocks/domain/staff/auth-messages';
import { authRoleHandlers, type RoleOwner } from '@mocks/domain/staff/auth-role-handlers';

const isTemplate = (r: Pick<RoleRecord, 'merchantTeamId' | 'merchantId'>) => !r.merchantTeamId && !r.merchantId;

/** Whether a type 2/3 caller may see the role: its scope's roles, and the templates of user types it may create. */
function visibleTo(ctx: AuthedCtx, role: RoleRecord): boolean {
  if (ctx.account.type === 1) return true;
  if (isTemplate(role)) return ctx.account.type === 2 || role.userType === 3;
  return ctx.inScope(role);
}

function listed(ctx: AuthedCtx, role: RoleRecord): boolean {
  const userType = int(ctx.query, 'userType');
  const teamId = int(ctx.query, 'merchantTeamId');
  const merchantId = int(ctx.query, 'merchantId');
  return (
    visibleTo(ctx, role) &&
    (userType === undefined || role.userType === userType) &&
    (teamId === undefined || (isTemplate(role) ? teamId === 0 : teamIdOf(role) === teamId)) &&
    (merchantId === undefined || role.merchantId === merchantId)
  );
}

/** A template is the platform's; any other role is editable by a caller whose scope holds its owner. */
function locked(ctx: AuthedCtx, role: RoleRecord): AuthMsgKey | undefined {
  if (ctx.account.type === 1) return undefined;
  if (isTemplate(role)) return 'templateLocked';
  return ctx.inScope(role) ? undefined : 'outOfScope';
}

/**
 * The owner a save asks for: a type 3 role takes its merchant's team (merchant.md 2.6); owner 0 is a template, which
 * only platform staff keep, so a type 2/3 caller must name the team or merchant (the refusal says which).
 */
function ownerOf(ctx: AuthedCtx, body: Record<string, unknown>): Outcome<RoleOwner, AuthMsgKey> {
  const userType = numberField(body, 'userType');
  let owner: RoleOwner;
  if (userType === 2) {
    const teamId = numberField(body, 'merchantTeamId') ?? 0;
    if (teamId && !findTeam(teamId)) return refuse('teamRequired');
    owner = { userType, merchantTeamId: teamId, merchantId: 0 };
  } else if (userType === 3) {
    const merchantId = numberField(body, 'merchantId') ?? 0;
    const merchant = merchantId ? findMerchant(merchantId) : undefined;
    if (merchantId && !merchant) return refuse('merchantRequired');
    owner = { userType, merchantTeamId: merchant?.merchantTeamId ?? 0, merchantId };
  } else {
    return refuse('roleUserTypeInvalid');
  }
  if (ctx.account.type === 1) return accept(owner);
  if (isTemplate(owner)) return refuse(userType === 2 ? 'roleTeamRequired' : 'roleMerchantRequired');
  if (!ctx.inScope(owner)) return refuse('outOfScope');
  return accept(owner);
}

export const merchantAuthRoleHandlers = authRoleHandlers({
  set: 'merchant',
  route: authedRoute,
  listed,
  locked,
  ownerOf,
  rowExtra: (role) => ({ userType: role.userType, merchantId: role.merchantId, ...orgOfOwner(role) }),
});

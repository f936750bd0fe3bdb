// Merchant back-office accounts (auth.md 5.4, merchant.md 2.5): the system accounts' calls (mocks/system/handlers/
// auth-user.ts) with the merchant set's rules. Type 2 accounts are bound to a team, type 3 to a merchant (the team
// follows from the merchant). The role must be a merchant role of the same user type, owned by the account's team
// (type 2) or merchant (type 3), or a shared template. Platform staff manage every account; a type 2/3 caller only
// accounts inside its scope (README 0.4): a team user its team's and its merchants', a merchant user its merchant's.
import { accept, refuse, type Outcome, type Refusal } from '@mocks/lib/outcome';
import { int, numberField } from '@mocks/lib/params';
import { authedRoute, type AuthedCtx } from '@mocks/domain/route';
import { findMerchant, findTeam, orgOfOwner, teamIdOf } from '@mocks/domain/org/org';
import type { RoleRecord, UserRecord } from '@mocks/domain/staff/auth-state';
import type { AuthMsgKey } from '@mocks/domain/staff/auth-messages';
import { authUserHandlers, type UserBinding } from '@mocks/domain/staff/auth-user-handlers';

const editable = (ctx: AuthedCtx, user: UserRecord) => user.type !== 1 && ctx.inScope(user);

function listed(ctx: AuthedCtx, user: UserRecord): boolean {
  const type = int(ctx.query, 'type');
  const teamId = int(ctx.query, 'merchantTeamId');
  const merchantId = int(ctx.query, 'merchantId');
  return (
    editable(ctx, user) &&
    (type === undefined || user.type === type) &&
    (teamId === undefined || teamIdOf(user) === teamId) &&
    (merchantId === undefined || user.merchantId === merchantId)
  );
}

function bindingOf(ctx: AuthedCtx, body: Record<string, unknown>): Outcome<UserBinding, AuthMsgKey> {
  const type = numberField(body, 'type');
  let binding: UserBinding;
  if (type === 2) {
    const teamId = numberField(body, 'merchantTeamId') ?? 0;
    if (!findTeam(teamId)) return refuse('teamRequired');
    binding = { type, merchantTeamId: teamId, merchantId: 0 };
  } else if (type === 3) {
    const merchant = findMerchant(numberField(body, 'merchantId') ?? 0);
    if (!merchant) return refuse('merchantRequired');
    binding = { type, merchantTeamId: merchant.merchantTeamId, merchantId: merchant.id };
  } else {
    return refuse('userTypeInvalid');
  }
  return ctx.inScope(binding) ? accept(binding) : refuse('outOfScope');
}

/**
 * Same user type (a refusal naming the role and whom it is for: the team role never goes to a merchant's account);
 * owned by the account's team (type 2) or merchant (type 3), or a shared template (owner 0).
 */
function roleMisfit(role: RoleRecord, user: UserBinding): Refusal<AuthMsgKey> | undefined {
  if (role.userType !== user.type)
    return refuse(role.userType === 2 ? 'roleForTeams' : 'roleForMerchants', { role: role.name });
  if (!role.merchantTeamId && !role.merchantId) return undefined;
  const owned =
    user.type === 2
      ? role.merchantTeamId === user.merchantTeamId && !role.merchantId
      : role.merchantId === user.merchantId;
  return owned ? undefined : refuse('merchantRoleUnavailable');
}

export const merchantAuthUserHandlers = authUserHandlers({
  set: 'merchant',
  route: authedRoute,
  listed,
  editable,
  bindingOf,
  roleMisfit,
  roleRefusal: 'merchantRoleUnavailable',
  names: orgOfOwner,
});

// 用户管理 (auth.md 5.4) on the system set: staff accounts (type 1) only.
import { accept } from '@mocks/lib/outcome';
import { authedStaffRoute, type AuthedCtx } from '@mocks/domain/route';
import type { UserRecord } from '@mocks/domain/staff/auth-state';
import { authUserHandlers, type UserBinding } from '@mocks/domain/staff/auth-user-handlers';

const STAFF: UserBinding = { type: 1, merchantTeamId: 0, merchantId: 0 };
const isStaff = (_ctx: AuthedCtx, user: UserRecord) => user.type === 1;

export const systemAuthUserHandlers = authUserHandlers({
  set: 'system',
  route: authedStaffRoute,
  listed: isStaff,
  editable: isStaff,
  bindingOf: () => accept(STAFF),
  roleMisfit: () => undefined,
  roleRefusal: 'roleUnavailable',
  names: () => ({ merchantTeamId: 0, merchantTeamName: '', merchantName: '' }),
});

// 角色管理 (auth.md 5.3) on the system set: platform roles only, owned by the platform.
import { accept } from '@mocks/lib/outcome';
import { authedStaffRoute } from '@mocks/domain/route';
import { authRoleHandlers, type RoleOwner } from '@mocks/domain/staff/auth-role-handlers';

const SYSTEM_OWNER: RoleOwner = { userType: 1, merchantTeamId: 0, merchantId: 0 };

export const systemAuthRoleHandlers = authRoleHandlers({
  set: 'system',
  route: authedStaffRoute,
  listed: () => true,
  locked: () => undefined,
  ownerOf: () => accept(SYSTEM_OWNER),
  rowExtra: () => ({}),
});

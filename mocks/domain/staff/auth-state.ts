// The auth share of the mock store (auth.md 5.1-5.4): the two menu trees, roles and accounts as edited. Each list is
// null until its first change, so the seeds (built from the catalogue) apply and follow the catalogue as it grows.
// Two sets share the store: `system` (platform staff, user type 1, the full tree, ids 1-9999) and `merchant` (user
// types 2 and 3, the merchant tree, ids from 10000); roles say which set they belong to, users by their type.
import type { MenuItem, UserType } from '@/api/common';

export type MenuType = 1 | 2 | 3;
export type AuthSet = 'system' | 'merchant';

/** Type 1 users belong to the system set, types 2 and 3 to the merchant set (auth.md 5.1). */
export const setOfUserType = (type: UserType): AuthSet => (type === 1 ? 'system' : 'merchant');
export type Flag = 0 | 1;

export type MenuRecord = Omit<MenuItem, 'children' | 'keepAlive' | 'hidden'> & {
  keepAlive: Flag;
  hidden: Flag;
  sort: number;
  type: MenuType;
  status: Flag;
  remark: string;
  createdAt: number;
  updatedAt: number;
  operator: string;
};

/**
 * `set` tells the system roles from the merchant ones (auth.md 5.1). A merchant role is for users of its `userType`
 * (2 or 3) and owned by a team (`merchantTeamId`), a merchant (`merchantId` and that merchant's team, merchant.md 2.6)
 * or nobody (both 0: a shared template). System roles carry type 1 and no owner.
 */
export type RoleRecord = {
  id: number;
  set: AuthSet;
  userType: UserType;
  merchantTeamId: number;
  merchantId: number;
  name: string;
  code: string;
  sort: number;
  status: Flag;
  builtIn: Flag;
  permissions: string[];
  remark: string;
  createdAt: number;
  updatedAt: number;
  operator: string;
};

export type UserRecord = {
  id: number;
  username: string;
  /** Plain text: the mock compares it with the decrypted login password. */
  password: string;
  nickname: string;
  type: UserType;
  roleId: number;
  merchantTeamId: number;
  merchantId: number;
  status: Flag;
  remark: string;
  createdAt: number;
  updatedAt: number;
  operator: string;
};

export type AuthDbState = {
  menus: MenuRecord[] | null;
  /** The merchant tree (optional: snapshots saved before it existed lack it, and read as not yet edited). */
  merchantMenus?: MenuRecord[] | null;
  roles: RoleRecord[] | null;
  users: UserRecord[] | null;
  /** Last login by user id, kept apart so a login does not turn the seeded users into stored ones. */
  lastLogin: Record<string, { at: number; ip: string }>;
};

export function emptyAuthState(): AuthDbState {
  return { menus: null, merchantMenus: null, roles: null, users: null, lastLogin: {} };
}

// The auth share of the mock store (auth.md 5.2-5.4): menu items, roles and staff accounts as edited. Each list is
// null until its first change, so the seeds (built from the catalogue) apply and follow the catalogue as it grows.
import type { MenuItem, UserType } from '@/api/common';

export type MenuType = 1 | 2 | 3;
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

/** `set` tells the system roles from the merchant ones (templates for now, auth.md 5.1). */
export type RoleRecord = {
  id: number;
  set: 'system' | 'merchant';
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
  roles: RoleRecord[] | null;
  users: UserRecord[] | null;
  /** Last login by user id, kept apart so a login does not turn the seeded users into stored ones. */
  lastLogin: Record<string, { at: number; ip: string }>;
};

export function emptyAuthState(): AuthDbState {
  return { menus: null, roles: null, users: null, lastLogin: {} };
}

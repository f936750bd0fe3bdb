// Wire rows of the auth pages of both sets (back-office auth.md 5.2-5.4); the merchant set's rows add their owner.
import type { MenuItem, UserType } from '@/api/common';

export type MenuAdminRow = Omit<MenuItem, 'children'> & {
  type: 1 | 2 | 3;
  status: number;
  remark: string;
  roleCount: number;
  createTime: string;
  updateTime: string;
  operator: string;
};

export type PermissionTreeItem = { id: number; parentId: number; type: number; title: string; permission: string };

export type RoleRow = {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  builtIn: number;
  userCount: number;
  permissions: string[];
  remark: string;
  createTime: string;
  updateTime: string;
  operator: string;
};

export type AuthUserRow = {
  id: number;
  username: string;
  nickname: string;
  type: UserType;
  roleId: number;
  roleName: string;
  status: number;
  lastLoginTime: string;
  lastLoginIp: string;
  remark: string;
  createTime: string;
  updateTime: string;
  operator: string;
};

/** A merchant-set role's or user's owner (auth.md 5.3, 5.4): a team (type 2) or a merchant and its team (type 3); 0 = none. */
export type MerchantOwner = {
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
};

// Who can sign in: the accounts of the auth store (mocks/system/db), plus accounts a test adds with a permission
// set of its own.
import type { Account } from '@mocks/domain/staff/catalog';
import { effectiveKeys, roleRecords, userRecords } from '@mocks/domain/staff/auth-store';
import { setOfUserType, type UserRecord } from '@mocks/domain/staff/auth-state';
import type { Role, UserType } from '@/api/common';

// Test accounts are kept here, not in the store: they are never persisted, so a browser never restores one.
const added = new Map<number, { account: Account; role: Role }>();
const FIRST_ADDED_ID = 10_000;

const accountOf = ({
  status,
  remark: _r,
  createdAt: _c,
  updatedAt: _u,
  operator: _o,
  ...user
}: UserRecord): Account => ({
  ...user,
  disabled: status === 0,
});

export function findAccount(username: string): Account | undefined {
  const user = userRecords().find((u) => u.username === username);
  return user ? accountOf(user) : [...added.values()].find((a) => a.account.username === username)?.account;
}

export function accountById(id: number): Account | undefined {
  const user = userRecords().find((u) => u.id === id);
  return user ? accountOf(user) : added.get(id)?.account;
}

/**
 * The role as it applies now: a disabled role gives nothing, keys of disabled menu items are left out. The tree is the
 * account's set's (auth.md 5.1): the system tree for type 1, the merchant tree for types 2 and 3.
 */
export function roleOf(account: Account): Role {
  const set = setOfUserType(account.type);
  const test = added.get(account.id)?.role;
  if (test) return { ...test, permissions: effectiveKeys(test.permissions, true, set) };
  const role = roleRecords().find((r) => r.id === account.roleId);
  if (!role) return { id: 0, name: '', permissions: [] };
  return { id: role.id, name: role.name, permissions: effectiveKeys(role.permissions, role.status === 1, set) };
}

export type TestAccountOptions = { type?: UserType; merchantTeamId?: number; merchantId?: number };

/**
 * Test-only: an account whose role holds exactly `permissions` (type 1, unbound, unless told otherwise); its
 * password is the username followed by 123, like the demo accounts'. Sign it in with `openSession` or a login call.
 */
export function addTestAccount(permissions: readonly string[], options: TestAccountOptions = {}): Account {
  const id = FIRST_ADDED_ID + added.size;
  const username = `test${id}`;
  const account: Account = {
    id,
    username,
    password: `${username}123`,
    nickname: `测试账号${id}`,
    type: options.type ?? 1,
    roleId: id,
    disabled: false,
    merchantTeamId: options.merchantTeamId ?? 0,
    merchantId: options.merchantId ?? 0,
  };
  added.set(id, { account, role: { id, name: `test-${id}`, permissions: [...permissions] } });
  return account;
}

// Who can sign in: the catalogue's demo accounts, plus accounts a test adds with a permission set of its own.
import { ACCOUNTS, ROLES, type Account } from '@mocks/shell/db/catalog';
import type { Role, UserType } from '@/api/common';

// Test accounts are kept here, not in the store: they are never persisted, so a browser never restores one.
const added = new Map<number, { account: Account; role: Role }>();
const FIRST_ADDED_ID = 10_000;

export function findAccount(username: string): Account | undefined {
  return (
    ACCOUNTS.find((a) => a.username === username) ??
    [...added.values()].find((a) => a.account.username === username)?.account
  );
}

export function accountById(id: number): Account | undefined {
  return ACCOUNTS.find((a) => a.id === id) ?? added.get(id)?.account;
}

export function roleOf(account: Account): Role {
  const role = added.get(account.id)?.role ?? ROLES.find((r) => r.id === account.roleId);
  return role ?? { id: 0, name: '', permissions: [] };
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

// Demo accounts and their permission keys come from the mock catalog, so the journeys follow the data.
import { ACCOUNTS, ROLES } from '@mocks/domain/staff/catalog';

export type DemoUser = 'admin' | 'team' | 'merchant' | 'nobody' | 'disabled' | 'ops' | 'checker';

export function account(username: DemoUser) {
  const found = ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`no demo account ${username} in mocks/domain/staff/catalog.ts`);
  return found;
}

export function permissionsOf(username: DemoUser): ReadonlySet<string> {
  const { roleId } = account(username);
  return new Set(ROLES.find((r) => r.id === roleId)?.permissions ?? []);
}

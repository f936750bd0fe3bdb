// Data scope by user type (back-office README 0.4), the one rule every list, detail and look-up of merchant data
// applies: type 1 sees everything, type 2 its team's merchants, type 3 its own merchant. An unbound type 2 or 3
// account (id 0) sees nothing rather than everything. A team's merchants are those the stored set puts in it now
// (mocks/merchant/db/org.ts), so scope follows a merchant moved to another team.
import { teamIdOf } from '@mocks/domain/org/org';
import type { UserType } from '@/api/common';

export type ScopedRow = { merchantTeamId: number; merchantId: number };
export type Scope = (row: ScopedRow) => boolean;
export type ScopeOwner = { type: UserType; merchantTeamId: number; merchantId: number };

/** Accepts an account: its type and binding are the scope. */
export function scopeOf(owner: ScopeOwner): Scope {
  if (owner.type === 1) return () => true;
  if (owner.type === 2) return (row) => owner.merchantTeamId > 0 && teamIdOf(row) === owner.merchantTeamId;
  return (row) => owner.merchantId > 0 && row.merchantId === owner.merchantId;
}

/** The scope as text, for the order view URL a frame opens without the caller's token. */
export function scopeKey(owner: ScopeOwner): string {
  if (owner.type === 1) return 'all';
  return owner.type === 2 ? `team-${owner.merchantTeamId}` : `merchant-${owner.merchantId}`;
}

export function scopeOfKey(key: string): Scope | undefined {
  if (key === 'all') return scopeOf({ type: 1, merchantTeamId: 0, merchantId: 0 });
  const match = /^(team|merchant)-(\d+)$/.exec(key);
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === 'team'
    ? scopeOf({ type: 2, merchantTeamId: id, merchantId: 0 })
    : scopeOf({ type: 3, merchantTeamId: 0, merchantId: id });
}

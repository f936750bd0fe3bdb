// Merchant and team filters that cannot change anything for the caller are not shown: the server answers a team
// user only its team's rows and a merchant user only its merchant's (back-office README 0.4), so a team select for
// either, or a merchant select for a merchant user, would offer one choice or choices that all give the same list.
import type { FilterDecl } from '@/components/resource-kit/types';
import type { LookupName } from '@/lib/lookups';
import type { UserType } from '@/api/common';

const FIXED_BY_SCOPE: Record<UserType, readonly LookupName[]> = {
  1: [],
  2: ['merchantTeamList'],
  3: ['merchantTeamList', 'merchantList'],
};

export function fixedByScope(filter: FilterDecl, userType: UserType | undefined): boolean {
  return filter.kind === 'select' && userType !== undefined && FIXED_BY_SCOPE[userType].includes(filter.lookup);
}

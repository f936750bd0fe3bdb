// Who is offered a sub-list, in a drawer or an expanded row alike: a role with its own permission key, else with its
// list's page key. Declared once, as the drawer's row action and the expanded row must not disagree.
import type { SubListDecl } from '@/components/resource-kit/types';
import type { SessionSnapshot } from '@/lib/session-store';
import { allows } from '@/providers/access-control-provider';

export function subListAllowed(session: SessionSnapshot, sub: SubListDecl<never>): boolean {
  return allows(session, { permission: sub.permission ?? sub.list.permission });
}

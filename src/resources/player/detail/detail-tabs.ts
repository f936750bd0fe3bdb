// The player detail's tabs as the role may see them (the list and their keys: entities.ts, which the shell loads).
// A tab the role lacks is not rendered at all, and the first permitted one is selected first.
import { DETAIL_TABS } from '@/resources/player/entities';

export type DetailTabKey = (typeof DETAIL_TABS)[number]['key'];

export function visibleTabs(permissions: ReadonlySet<string>): DetailTabKey[] {
  return DETAIL_TABS.filter((tab) => permissions.has(tab.permission)).map((tab) => tab.key);
}

export const UPDATE_BALANCE_PERMISSION = 'player.updateBalance';
/** The RTP links post to the RTP page's save call, so they need that page's save key. */
export const SAVE_RTP_PERMISSION = 'player.rtp.save';

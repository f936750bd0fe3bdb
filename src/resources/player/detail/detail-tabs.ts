// The player detail's tabs as the role may see them: a tab the role lacks is not rendered at all, and the first
// permitted one is selected first. The shell loads this file at start with entities.ts (which takes the tabs'
// permission keys from here, so the modal it opens imports nothing back from entities.ts): keep it free of imports.
/** The player detail's tabs and the permission key each needs (spec section 2). */
export const DETAIL_TABS = [
  { key: 'info', permission: 'player.info' },
  { key: 'gameStats', permission: 'player.gameStats' },
  { key: 'betOrder', permission: 'player.betOrder' },
  { key: 'onlineLog', permission: 'player.onlineLog' },
  { key: 'translateLog', permission: 'player.translateLog' },
  { key: 'balanceLog', permission: 'player.balanceLog' },
] as const;

export type DetailTabKey = (typeof DETAIL_TABS)[number]['key'];

export function visibleTabs(permissions: ReadonlySet<string>): DetailTabKey[] {
  return DETAIL_TABS.filter((tab) => permissions.has(tab.permission)).map((tab) => tab.key);
}

export const UPDATE_BALANCE_PERMISSION = 'player.updateBalance';
/** The RTP links post to the RTP page's save call, so they need that page's save key. */
export const SAVE_RTP_PERMISSION = 'player.rtp.save';

// Actions the header and the command palette share: clear cache, sign out, open a player.
import type { QueryClient } from '@tanstack/react-query';
import { pageLoad } from '@/app/background/page-load';
import { clearSavedTabs } from '@/app/workspace/tab-storage';
import { i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';
import { HOME_PATH, LOGIN_PATH, navigateTo } from '@/lib/navigation';
import { hasPlayerDetailHost, openPlayerDetail } from '@/lib/player-detail-bus';
import { logout } from '@/providers/auth-provider';

export const CLEAR_CACHE_RELOAD_MS = 1000;

/** Cached config (queries, look-ups, saved tabs) goes; the session stays. Then 成功, and home reloads after 1 s. */
export function clearCache(queryClient: QueryClient) {
  queryClient.clear();
  clearSavedTabs();
  feedback().message.success(i18n.t('user.cacheCleared', { ns: 'shell' }));
  setTimeout(() => pageLoad.to(`${import.meta.env.BASE_URL}${HOME_PATH.slice(1)}`), CLEAR_CACHE_RELOAD_MS);
}

export async function signOut() {
  await logout();
  clearSavedTabs();
  navigateTo(LOGIN_PATH, { replace: true });
}

/** Any tab of the player detail: without one of these there is nothing to open. */
export const PLAYER_DETAIL_PERMISSIONS = [
  'player.info',
  'player.gameStats',
  'player.betOrder',
  'player.onlineLog',
  'player.translateLog',
  'player.balanceLog',
] as const;

export const PLAYER_ID_PATTERN = /^\d{1,20}$/;

/**
 * Opens the player detail through the bus. Until the player area is built nobody listens: say what will open
 * here instead of doing nothing.
 */
export function openPlayer(raw: string): boolean {
  const id = raw.trim();
  if (!PLAYER_ID_PATTERN.test(id)) {
    feedback().message.warning(i18n.t('player.invalidId', { ns: 'shell' }));
    return false;
  }
  if (hasPlayerDetailHost()) openPlayerDetail(id);
  else feedback().message.info({ content: i18n.t('player.notYetAvailable', { ns: 'shell', id }), key: 'shell.player' });
  return true;
}

export const BET_ORDER_DETAIL_PATH = '/game/betOrder/detail';

export function betOrderDetailPath(id: string): string {
  return `${BET_ORDER_DETAIL_PATH}?id=${encodeURIComponent(id.trim())}`;
}

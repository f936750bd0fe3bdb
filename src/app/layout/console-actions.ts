// Actions the header and the command palette share: clear cache and sign out.
import type { QueryClient } from '@tanstack/react-query';
import { pageLoad } from '@/app/background/page-load';
import { clearSavedTabs } from '@/app/workspace/tab-storage';
import { i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';
import { HOME_PATH, LOGIN_PATH, navigateTo } from '@/lib/navigation';
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

import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionError } from '@/lib/api-error';
import { feedback } from '@/lib/feedback';
import { currentPath, LOGIN_PATH, loginPathFor, navigateTo } from '@/lib/navigation';
import { logout } from '@/providers/auth-provider';
import { bootData, loadBootData, NoRoutePermissionError, onBootChange, type BootData } from './boot';

export type BootState = { status: 'loading' } | { status: 'ready'; data: BootData } | { status: 'failed' };

/**
 * Loads profile and menu once. If that fails (other than a session end, which the client already handled):
 * the spec's notification, logout, back to login.
 */
export function useBoot(): BootState {
  const { t } = useTranslation();
  const [state, setState] = useState<BootState>(() => {
    const data = bootData();
    return data ? { status: 'ready', data } : { status: 'loading' };
  });

  // A reloaded menu (after the menu page saved) replaces the one the console started with.
  useEffect(() => onBootChange((data) => startTransition(() => setState({ status: 'ready', data }))), []);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadBootData().then(
      // A transition: the first render of the whole shell (~150 ms of it antd's styles) is done in slices, so the
      // page answers input meanwhile instead of one long task; the spinner stays until it commits.
      (data) => live && startTransition(() => setState({ status: 'ready', data })),
      async (error: unknown) => {
        if (!live) return;
        setState({ status: 'failed' });
        if (isSessionError(error)) return;
        const noPermission = error instanceof NoRoutePermissionError;
        feedback().notification.error({
          message: t('boot.errorTitle'),
          description: t(noPermission ? 'boot.noRoutePermission' : 'boot.userInfoFailed'),
        });
        const here = currentPath();
        await logout();
        navigateTo(noPermission ? LOGIN_PATH : loginPathFor(here), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status, t]);

  return state;
}

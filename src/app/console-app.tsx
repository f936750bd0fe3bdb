// The console behind login: boot data, then Refine with resources built from the server menu.
import { Refine } from '@refinedev/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { refineI18nProvider } from '@/i18n/refine-i18n-provider';
import { MenuContext } from '@/lib/menu-context';
import { filterMenu, markAvailable, toResources } from '@/lib/menu-tree';
import { loginPathFor } from '@/lib/navigation';
import { useSession } from '@/lib/use-session';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { routerProvider } from '@/providers/router-provider';
import type { BootData } from './boot';
import { ConsoleRoutes } from './console-routes';
import { EntityHost } from './entity-host';
import { queryClient } from './query-client';
import { hasPage } from './routing/page-registry';
import { useBoot } from './use-boot';

export function ConsoleApp() {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <BootGate />;
}

/**
 * memo: ConsoleApp renders on every address bar change (each tab switch), and <Refine> rendered again hands its
 * hooks new context values: every kept-alive page's useTable, and with it a hidden 200-row table, rendered again.
 */
const BootGate = memo(function BootGate() {
  const { t } = useTranslation();
  const boot = useBoot();
  if (boot.status !== 'ready') return <FullPageSpinner label={t('boot.loading')} />;
  return <ConsoleRefine boot={boot.data} />;
});

// One object for the console's lifetime, so Refine's option context does not change when the shell renders.
const REFINE_OPTIONS = {
  syncWithLocation: true,
  warnWhenUnsavedChanges: true,
  disableTelemetry: true,
  reactQuery: { clientConfig: queryClient },
};

function ConsoleRefine({ boot }: { boot: BootData }) {
  const { permissions } = useSession();
  const allowed = useMemo(
    () => markAvailable(filterMenu(boot.menu, (key) => permissions.has(key)), hasPage),
    [boot.menu, permissions],
  );
  const resources = useMemo(() => toResources(allowed), [allowed]);

  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={refineI18nProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={REFINE_OPTIONS}
    >
      <MenuContext.Provider value={allowed}>
        <ConsoleRoutes menu={boot.menu} />
        <EntityHost />
      </MenuContext.Provider>
    </Refine>
  );
}

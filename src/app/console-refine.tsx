// Refine for a booted session: resources built from the server menu as the role may see it, the real providers,
// the menu context and the entity host, around what the caller renders (the shell's routes in the console; one
// page without the shell in the tests' page harness, tests/support/page-harness.tsx).
import { Refine } from '@refinedev/core';
import { useMemo, type ReactNode } from 'react';
import { refineI18nProvider } from '@/i18n/refine-i18n-provider';
import { MenuContext } from '@/lib/menu-context';
import { filterMenu, markAvailable, toResources } from '@/lib/menu-tree';
import { useSession } from '@/lib/use-session';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { routerProvider } from '@/providers/router-provider';
import type { BootData } from './boot';
import { EntityHost } from './entity-host';
import { queryClient } from './query-client';
import { hasPage } from './routing/page-registry';

// One object for the console's lifetime, so Refine's option context does not change when the shell renders.
const REFINE_OPTIONS = {
  syncWithLocation: true,
  warnWhenUnsavedChanges: true,
  disableTelemetry: true,
  reactQuery: { clientConfig: queryClient },
};

export function ConsoleRefine({ boot, children }: { boot: BootData; children: ReactNode }) {
  const { permissions } = useSession();
  const allowed = useMemo(
    () =>
      markAvailable(
        filterMenu(boot.menu, (key) => permissions.has(key)),
        hasPage,
      ),
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
        {children}
        <EntityHost />
      </MenuContext.Provider>
    </Refine>
  );
}

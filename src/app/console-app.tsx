// The console behind login: boot data, then Refine with resources built from the server menu (console-refine.tsx)
// around the shell.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { loginPathFor } from '@/lib/navigation';
import { useSession } from '@/lib/use-session';
import { ConsoleRefine } from './console-refine';
import { ConsoleRoutes } from './console-routes';
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
  return (
    <ConsoleRefine boot={boot.data}>
      <ConsoleRoutes menu={boot.data.menu} />
    </ConsoleRefine>
  );
});

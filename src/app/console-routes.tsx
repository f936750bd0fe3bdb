import { Route, Routes } from 'react-router';
import { ConsoleLayout } from '@/app/layout/console-layout';
import type { MenuNode } from '@/lib/menu-tree';

/**
 * One route for the whole shell: the workspace decides what the address means (a tab, 403, a redirect, /404)
 * and renders every tab's page against the tab's own location. A path change therefore never unmounts the
 * shell, and kept-alive pages survive a visit to a group path or a forbidden page.
 */
export function ConsoleRoutes({ menu }: { menu: MenuNode[] }) {
  return (
    <Routes>
      <Route path="*" element={<ConsoleLayout menu={menu} />} />
    </Routes>
  );
}

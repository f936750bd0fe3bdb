// The system area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const SYSTEM_PAGES: PageModules = {
  'system.authMenu': pageModule(() => import('@/resources/system/auth-menu'), 'AuthMenuPage'),
  'system.authRole': pageModule(() => import('@/resources/system/auth-role'), 'AuthRolePage'),
  'system.authUser': pageModule(() => import('@/resources/system/auth-user'), 'AuthUserPage'),
};

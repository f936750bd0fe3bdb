// The merchant area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const MERCHANT_PAGES: PageModules = {
  'merchant.authMenu': pageModule(() => import('@/resources/merchant/auth-menu'), 'AuthMenuPage'),
  'merchant.authRole': pageModule(() => import('@/resources/merchant/auth-role'), 'AuthRolePage'),
  'merchant.authUser': pageModule(() => import('@/resources/merchant/auth-user'), 'AuthUserPage'),
  'merchant.operationLog': pageModule(() => import('@/resources/merchant/operation-log'), 'OperationLogPage'),
};

// The system area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const SYSTEM_PAGES: PageModules = {
  'system.config': pageModule(() => import('@/resources/system/config'), 'ConfigPage'),
  'system.javaConfig': pageModule(() => import('@/resources/system/java-config'), 'JavaConfigPage'),
  'system.crontab': pageModule(() => import('@/resources/system/crontab'), 'CrontabPage'),
  'system.currency': pageModule(() => import('@/resources/system/currency'), 'CurrencyPage'),
  'system.currencyConfig': pageModule(() => import('@/resources/system/currency-config'), 'CurrencyConfigPage'),
  'system.currencyRate': pageModule(() => import('@/resources/system/currency-rate'), 'CurrencyRatePage'),
  'system.operationLog': pageModule(() => import('@/resources/system/operation-log'), 'OperationLogPage'),
  'system.runtimeLog': pageModule(() => import('@/resources/system/runtime-log'), 'RuntimeLogPage'),
  'system.authMenu': pageModule(() => import('@/resources/system/auth-menu'), 'AuthMenuPage'),
  'system.authRole': pageModule(() => import('@/resources/system/auth-role'), 'AuthRolePage'),
  'system.authUser': pageModule(() => import('@/resources/system/auth-user'), 'AuthUserPage'),
  'system.approval': pageModule(() => import('@/resources/system/approval'), 'ApprovalPage'),
};

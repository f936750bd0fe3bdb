// The report area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const REPORT_PAGES: PageModules = {
  'report.game': pageModule(() => import('@/resources/report/game'), 'GameReportPage'),
  'report.merchant': pageModule(() => import('@/resources/report/merchant'), 'MerchantReportPage'),
  'report.player': pageModule(() => import('@/resources/report/player'), 'PlayerReportPage'),
  'report.balance': pageModule(() => import('@/resources/report/balance'), 'BalanceReportPage'),
  'report.diff': pageModule(() => import('@/resources/report/diff'), 'DiffReportPage'),
  'report.currency': pageModule(() => import('@/resources/report/currency'), 'CurrencyReportPage'),
};

// The internal control area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const CONTROL_PAGES: PageModules = {
  'control.combine': pageModule(() => import('@/resources/control/combine'), 'CombinePage'),
  'control.bet': pageModule(() => import('@/resources/control/bet'), 'BetPage'),
  'control.game': pageModule(() => import('@/resources/control/game'), 'GameControlPage'),
  'control.gameRtpCorrection': pageModule(
    () => import('@/resources/control/game-rtp-correction'),
    'GameRtpCorrectionPage',
  ),
  'control.combineReportMemory': pageModule(
    () => import('@/resources/control/combine-report-memory'),
    'CombineReportMemoryPage',
  ),
  'control.combineReportTotal': pageModule(
    () => import('@/resources/control/combine-report-total'),
    'CombineReportTotalPage',
  ),
  'control.combineLogic': pageModule(() => import('@/resources/control/combine-logic'), 'CombineLogicPage'),
  'control.combineTest': pageModule(() => import('@/resources/control/combine-test'), 'CombineTestPage'),
};

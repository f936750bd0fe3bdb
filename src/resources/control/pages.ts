// The internal control area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const CONTROL_PAGES: PageModules = {
  'control.combineReportMemory': pageModule(() => import('@/resources/control/combine-report-memory'), 'CombineReportMemoryPage'),
  'control.combineReportTotal': pageModule(() => import('@/resources/control/combine-report-total'), 'CombineReportTotalPage'),
};

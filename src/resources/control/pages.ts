// The internal control area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const CONTROL_PAGES: PageModules = {
  'control.combineTest': pageModule(() => import('@/resources/control/combine-test'), 'CombineTestPage'),
};

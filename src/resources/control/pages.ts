// The internal control area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const CONTROL_PAGES: PageModules = {
  'control.combineLogic': pageModule(() => import('@/resources/control/combine-logic'), 'CombineLogicPage'),
};

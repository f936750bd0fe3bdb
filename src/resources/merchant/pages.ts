// The merchant area's pages by menu component key.
import type { PageModules } from '@/lib/page-modules';
import { pageModule } from '@/lib/page-modules';

export const MERCHANT_PAGES: PageModules = {
  'merchant.index': pageModule(() => import('@/resources/merchant/merchant-index'), 'MerchantIndexPage'),
  'merchant.team': pageModule(() => import('@/resources/merchant/merchant-team'), 'MerchantTeamPage'),
};

// The merchant area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const MERCHANT_PAGES: PageModules = {
  'merchant.rate': pageModule(() => import('@/resources/merchant/merchant-rate'), 'MerchantRatePage'),
  'merchant.index': pageModule(() => import('@/resources/merchant/merchant-index'), 'MerchantIndexPage'),
  'merchant.team': pageModule(() => import('@/resources/merchant/merchant-team'), 'MerchantTeamPage'),
  'merchant.bill': pageModule(() => import('@/resources/merchant/merchant-bill'), 'MerchantBillPage'),
};

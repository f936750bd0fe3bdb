// The merchant area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const MERCHANT_PAGES: PageModules = {
  'merchant.bill': pageModule(() => import('@/resources/merchant/merchant-bill'), 'MerchantBillPage'),
};

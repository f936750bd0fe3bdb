// The merchant area's pages by menu component key.
import type { PageModules } from '@/lib/page-modules';

export const MERCHANT_PAGES: PageModules = {};

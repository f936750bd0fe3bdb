// The internal control area's pages by menu component key.
import type { PageModules } from '@/lib/page-modules';

export const CONTROL_PAGES: PageModules = {};

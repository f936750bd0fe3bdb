// Every page this build has, by menu component key. Each page area adds its own list here (one line per area);
// a menu item whose component is not listed renders "page unavailable".
import type { PageModules } from '@/lib/page-modules';
import { CONTROL_PAGES } from '@/resources/control/pages';
import { GAME_PAGES } from '@/resources/game/pages';
import { MERCHANT_PAGES } from '@/resources/merchant/pages';
import { PLAYER_PAGES } from '@/resources/player/pages';
import { REPORT_PAGES } from '@/resources/report/pages';
import { SYSTEM_PAGES } from '@/resources/system/pages';

export const PAGE_MODULES: PageModules = {
  ...CONTROL_PAGES,
  ...GAME_PAGES,
  ...MERCHANT_PAGES,
  ...PLAYER_PAGES,
  ...REPORT_PAGES,
  ...SYSTEM_PAGES,
};

// The player detail (modal) the console opens for openPlayerDetail(id). The player area names its component
// here; while it is null, openers tell the user the detail is not available in this build.
import { pageModule, type PageModule } from '@/lib/page-modules';

export const PLAYER_DETAIL_MODULE: PageModule | null = pageModule(
  () => import('@/resources/player/player-detail-modal'),
  'PlayerDetailModal',
  ['player', 'kit'],
);

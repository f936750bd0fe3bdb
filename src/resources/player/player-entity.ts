// The player as an entity the console opens by id from anywhere (id cells, the header viewer, the palette): the
// player detail modal, for a role that may see at least one of its tabs.
import type { EntityDef } from '@/lib/entities';
import { pageModule } from '@/lib/page-modules';
import { DETAIL_TABS } from '@/resources/player/detail/detail-tabs';

export const PLAYER_ENTITY: EntityDef = {
  name: 'player',
  permissions: DETAIL_TABS.map((tab) => tab.permission),
  pattern: /^\d{1,20}$/,
  // the texts load with the code, so the first open does not wait for them
  modal: pageModule(() => import('@/resources/player/player-detail-modal'), 'PlayerDetailModal', ['player', 'shared', 'kit']),
  labels: { withId: 'shared:entities.player.openId', withoutId: 'shared:entities.player.open' },
};

// The player as an entity the console opens by id from anywhere (id cells, the header viewer, the palette): the
// player detail modal, for a role that may see at least one of its tabs. The shell loads this file at start (like
// pages.ts): it holds declarations only, the modal's code loads on first open.
import type { EntityDef } from '@/lib/entities';
import { pageModule } from '@/lib/page-modules';
import { DETAIL_TABS } from '@/resources/player/detail/detail-tabs';

export const PLAYER_ENTITY: EntityDef = {
  name: 'player',
  permissions: DETAIL_TABS.map((tab) => tab.permission),
  // A JSON number (playerId: number in the contract), so at most 15 digits reach the console whole; the mock's are 6
  // (880001 on). A bet order's 17-digit id is never a player's.
  pattern: /^\d{1,15}$/,
  // the texts load with the code, so the first open does not wait for them
  modal: pageModule(() => import('@/resources/player/player-detail-modal'), 'PlayerDetailModal', [
    'player',
    'shared',
    'kit',
  ]),
  labels: {
    withId: 'shared:entities.player.openId',
    withoutId: 'shared:entities.player.open',
    invalidId: 'shared:entities.player.invalidId',
  },
};

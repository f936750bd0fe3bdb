// The bet order as an entity the console opens by id (the palette, a report's drill-down): its detail page.
import type { EntityDef } from '@/lib/entities';

export const BET_ORDER_DETAIL_PATH = '/game/betOrder/detail';

const ORDER_ID = /^\d{15}(\d{2})?$/;

export const BET_ORDER_ENTITY: EntityDef = {
  name: 'betOrder',
  permissions: ['game.betOrder'],
  // 17 digits (a string on the wire: more than a JSON number holds whole), or the 15 of its round (the parent id),
  // which the detail opens too (the mock: mocks/player/db/activity.ts, ordersOfId). No player id has that shape.
  pattern: ORDER_ID,
  shape: ORDER_ID,
  path: (id) => `${BET_ORDER_DETAIL_PATH}?id=${encodeURIComponent(id)}`,
  labels: {
    withId: 'shared:entities.betOrder.openId',
    withoutId: 'shared:entities.betOrder.open',
    invalidId: 'shared:entities.betOrder.invalidId',
  },
};

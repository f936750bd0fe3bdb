// The bet order as an entity the console opens by id (the palette, a report's drill-down): its detail page.
import type { EntityDef } from '@/lib/entities';

export const BET_ORDER_DETAIL_PATH = '/game/betOrder/detail';

export const BET_ORDER_ENTITY: EntityDef = {
  name: 'betOrder',
  permissions: ['game.betOrder'],
  pattern: /^\d{1,30}$/,
  path: (id) => `${BET_ORDER_DETAIL_PATH}?id=${encodeURIComponent(id)}`,
  labels: { withId: 'shared:entities.betOrder.openId', withoutId: 'shared:entities.betOrder.open' },
};

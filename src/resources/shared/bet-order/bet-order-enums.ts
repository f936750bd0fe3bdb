// The bet order's enumerations, once for every list that shows bet orders (the game area's four lists, the player
// detail's tab). Labels: shared.json `enums.<name>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** Bet order status (spec section 3): 1 success, 2 pending, 3 failed. */
export const BET_ORDER_STATUS = defineEnum('shared', 'betOrderStatus', [
  { value: 1, color: 'green' },
  { value: 2, color: 'gold' },
  { value: 3, color: 'red' },
]);

/** Where the orders are read from (spec: mongo or es, es by default). */
export const DATA_TYPE = defineEnum('shared', 'dataType', [{ value: 'es' }, { value: 'mongo' }]);

/** Which id an order number filter means: the child order (id) or the parent order (pid). */
export const ORDER_ID_TYPE = defineEnum('shared', 'orderIdType', [{ value: 'id' }, { value: 'pid' }]);

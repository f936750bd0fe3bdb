// A bet order's status and the seeded one, apart from the order lists so the wallet (which the lists' rows read)
// can use them without a circle through mocks/domain/orders/bet-orders.ts.
import { hashSeed } from '@mocks/lib/random';

export const ORDER_STATUS = { success: 1, pending: 2, failed: 3 } as const;

/** Pending and failed stay rare, like on a healthy platform. */
export function seededStatus(id: string): number {
  const roll = hashSeed('status', id) % 1000;
  return roll < 12 ? ORDER_STATUS.pending : roll < 20 ? ORDER_STATUS.failed : ORDER_STATUS.success;
}

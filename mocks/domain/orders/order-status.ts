// A bet order's status and the seeded one, apart from the order lists so the wallet (which the lists' rows read)
// can use them without a circle through mocks/domain/orders/bet-orders.ts.
import { hashDigits, hashSeed } from '@mocks/lib/random';

export const ORDER_STATUS = { success: 1, pending: 2, failed: 3 } as const;

/** Pending and failed stay rare, like on a healthy platform. */
export function seededStatus(id: string): number {
  return statusOfHash(hashSeed('status', id));
}

function statusOfHash(hash: number): number {
  const roll = hash % 1000;
  return roll < 12 ? ORDER_STATUS.pending : roll < 20 ? ORDER_STATUS.failed : ORDER_STATUS.success;
}

/** `seededStatus` of the orders of a player's day by their round and number in it, without building their ids
 * (`prefix`, the 4-digit round, the 2-digit number from 01: activity.ts): the prefix is hashed once. */
export function seededStatusesOf(prefix: string): (round: number, child: number) => number {
  const start = hashSeed('status', prefix);
  // A round's orders come one after another: its 4 digits are hashed once.
  let lastRound = -1;
  let roundHash = 0;
  return (round, child) => {
    if (round !== lastRound) {
      lastRound = round;
      roundHash = hashDigits(start, round, 4);
    }
    return statusOfHash(hashDigits(roundHash, child + 1, 2));
  };
}

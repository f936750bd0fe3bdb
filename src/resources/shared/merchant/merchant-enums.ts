// The merchant enumerations (README 0.6) once for every area that shows them: the merchant pages, the player
// lists (a player carries its own walletType), the reports and the bills. Labels: shared.json `enums.<name>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** 1 self-operated, 2 connected. */
export const MERCHANT_TYPE = defineEnum('shared', 'merchantType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** Integration mode: 1 top-up wallet, 2 single wallet, 3 transfer wallet. */
export const WALLET_TYPE = defineEnum('shared', 'walletType', [
  { value: 1, color: 'cyan' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'geekblue' },
]);

/** Wallet types whose merchant answers the platform's calls: they need a callback URL. */
export const CALLBACK_WALLET_TYPES: readonly number[] = [2, 3];

/** 1 revenue share (fee on company win), 2 turnover share (fee on bets). */
export const COOPERATION_TYPE = defineEnum('shared', 'cooperationType', [{ value: 1 }, { value: 2 }]);

/** A monthly bill: 1 to confirm, 2 confirmed, 3 paid. */
export const BILL_STATUS = defineEnum('shared', 'billStatus', [
  { value: 1, color: 'gold' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'green' },
]);

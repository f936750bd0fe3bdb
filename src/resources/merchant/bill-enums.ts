// The bill page's enumerations. Labels: merchant.json `enums.<name>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** billStatus (back-office README 0.6): 1 to confirm, 2 confirmed, 3 paid. */
export const BILL_STATUS = defineEnum('merchant', 'billStatus', [
  { value: 1, color: 'gold' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'green' },
]);

/** cooperationType (merchant.md 2.3): 1 revenue share (fee on company win), 2 turnover share (fee on bets). */
export const COOPERATION_TYPE = defineEnum('merchant', 'cooperationType', [{ value: 1 }, { value: 2 }]);

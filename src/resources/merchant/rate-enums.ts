// 商户费率's enumeration. Labels: merchant.json `enums.cooperationType`.
import { defineEnum } from '@/components/resource-kit/enums';

/** README 0.6: 1 revenue share 收益分成 (fee on the positive company win), 2 turnover share 流水分成 (fee on bets). */
export const COOPERATION_TYPE = defineEnum('merchant', 'cooperationType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

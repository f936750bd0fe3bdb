// The month new terms start, by the server's clock (consoleNow): terms saved now start next month (merchant.md 2.3);
// and a rate's bound by its cooperation type, checked where terms are set (the rate page, a new merchant's first terms).
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { consoleNow } from '@/lib/format';
import { RATE_MAX } from '@/api/merchant-rate';

/** `YYYY-MM` the terms saved now start. */
export const termsStartMonth = () => consoleNow().add(1, 'month').format('YYYY-MM');

/** A rate field's check: 0-100 for revenue share, 0-10 for turnover share (the kit checks 0-100), by the form's type. */
export function rateWithinType(typeKey: string) {
  return (value: unknown, values: Record<string, unknown>): string | undefined => {
    const max = Number(values[typeKey]) === 2 ? RATE_MAX[2] : RATE_MAX[1];
    const check = checkNumber(value, { decimals: 2 });
    return check.ok && check.value > max ? 'validation.turnoverRate' : undefined;
  };
}

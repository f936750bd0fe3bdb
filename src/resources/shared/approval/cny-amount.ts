// An amount of a currency in CNY, with today's rate of the look-up lists (initSelectData's currencyRateList, CNY per
// unit): what the balance rule compares with its threshold (operations.md 7.1, README 0.3). Undefined until the lists
// load or for a currency without a rate: the hint then says nothing rather than guess.
import { useLookups } from '@/lib/lookups';

export function useCnyAmount(amount: number | undefined, currency: string): number | undefined {
  const lists = useLookups();
  if (amount === undefined) return undefined;
  if (currency === 'CNY') return amount;
  const rate = lists?.currencyRateList.find((r) => r.currencyCode === currency)?.rate;
  return rate === undefined ? undefined : Math.round(amount * rate * 100) / 100;
}

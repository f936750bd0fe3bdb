// The currency pages' share of the mock store: edits over the seeded currencies, configs and rates, and what was
// created or removed. The seeds themselves are never stored (mock-data.md 6.1).
import { emptyTable, type Table } from '@mocks/lib/seeded-table';
import type { CurrencyConfigRow, CurrencyRow, RateRowCny } from '@/api/system-currency';

export type CurrencyRecord = Omit<CurrencyRow, 'merchantCount' | 'playerCount'>;
export type CurrencyConfigRecord = CurrencyConfigRow;
export type RateRecord = Omit<RateRowCny, 'current'>;

export type CurrencyDbState = {
  currencies: Table<CurrencyRecord>;
  configs: Table<CurrencyConfigRecord>;
  rates: Table<RateRecord>;
};

export function emptyCurrencyState(): CurrencyDbState {
  return { currencies: emptyTable(), configs: emptyTable(), rates: emptyTable() };
}

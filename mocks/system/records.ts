// What the system area keeps, as the change history reads it (operations.md 7.2): parameters (`config`), service
// configs (`javaConfig`), jobs (`crontab`), currencies with their bet configs (`currencyConfig`) and rates
// (`currencyRate`), and the platform's roles, accounts and menu items (the staff store, shared with the merchant side).
import { listReader, type RecordReaders } from '@mocks/lib/record-readers';
import { configRecords, javaConfigRecords } from '@mocks/domain/settings/config';
import { currencyRecords } from '@mocks/domain/rates/currency';
import { rateRecords } from '@mocks/domain/rates/currency-rate';
import { staffRecords } from '@mocks/domain/staff/records';
import { configRecords as currencyConfigRecords } from '@mocks/system/db/currency-config';
import { jobRecords } from '@mocks/system/db/jobs';

export const records: RecordReaders = {
  ...staffRecords,
  config: listReader(configRecords, (c) => c.id),
  javaConfig: listReader(javaConfigRecords, (c) => c.id),
  crontab: listReader(jobRecords, (j) => j.id),
  currency: listReader(
    () => currencyRecords(),
    (c) => c.id,
  ),
  currencyConfig: listReader(currencyConfigRecords, (c) => c.id),
  currencyRate: listReader(rateRecords, (r) => r.id),
};

// What the merchant area keeps, as the change history reads it (operations.md 7.2): teams, merchants, their fee terms
// (`rate`, by merchant id as approvals name it, 7.1), bills, and the merchant side's roles, accounts and menu items
// (the one staff store, mocks/domain/staff/records.ts). A record's merchant is its scope (README 0.4).
import { listReader, type RecordReaders } from '@mocks/lib/record-readers';
import { findMerchant, merchantRecords, teamIdOf, teamRecords } from '@mocks/domain/org/org';
import { billRecords } from '@mocks/domain/org/bills';
import { staffRecords } from '@mocks/domain/staff/records';
import { rateRows } from '@mocks/merchant/db/rates';

const ofMerchant = (merchantId: number) => ({
  merchantTeamId: findMerchant(merchantId)?.merchantTeamId ?? 0,
  merchantId,
});

export const records: RecordReaders = {
  ...staffRecords,
  team: listReader(teamRecords, (t) => t.id, { owner: (t) => ({ merchantTeamId: t.id, merchantId: 0 }) }),
  merchant: listReader(merchantRecords, (m) => m.id, {
    owner: (m) => ({
      merchantTeamId: teamIdOf({ merchantTeamId: m.merchantTeamId, merchantId: m.id }),
      merchantId: m.id,
    }),
  }),
  rate: listReader(rateRows, (r) => r.merchantId, {
    fields: ({ merchantName: _m, merchantTeamName: _t, merchantTeamId: _id, ...r }) => r,
    owner: (r) => ofMerchant(r.merchantId),
  }),
  bill: listReader(billRecords, (b) => b.id, { owner: (b) => ofMerchant(b.merchantId) }),
};

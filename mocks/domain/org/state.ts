// The merchant area's share of the mock store: the edits over the seeded teams and merchants (seed-org.ts) and the
// ones created since. Read through mocks/merchant/db/org.ts, which every reader of teams and merchants uses.
import { emptyTable, type Table } from '@mocks/lib/seeded-table';
import type { BillRow } from '@/api/merchant-bill';

// The records' types live with the slice, so the slice (imported by the store) imports nothing that reads the store.
export type RateTermRecord = {
  merchantId: number;
  gameType: 1;
  /** `YYYY-MM`, the first month in force */
  month: string;
  cooperationType: 1 | 2;
  /** percent, 2 decimals */
  rate: number;
  remark: string;
  operator: string;
  createTime: string;
};

/** A stored bill: the wire row without its merchant's current team and names. */
export type BillRecord = Omit<BillRow, 'merchantTeamId' | 'merchantTeamName' | 'merchantName'>;

/** What teams and merchants both keep: contact, status and the audit stamps. */
type OrgFields = {
  contact: string;
  status: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
  operator: string;
};

/** A merchant team (merchant.md 2.2) as stored; `merchantCount` and `playerCount` are counted on read. */
export type TeamRecord = { id: number; name: string } & OrgFields;

/** A merchant (merchant.md 2.1) as stored. `secretKey` never leaves the server but in the one answer that hands it
 * out (2.6); lists show `secretKeyMasked`. The team name and `playerCount` are read, not stored. */
export type MerchantRecord = {
  id: number;
  name: string;
  code: string;
  merchantTeamId: number;
  merchantType: 1 | 2;
  currencyCode: string;
  walletType: 1 | 2 | 3;
  callbackUrl: string;
  whiteIps: string[];
  secretKey: string;
} & OrgFields;

export type MerchantDbState = {
  teams: Table<TeamRecord>;
  merchants: Table<MerchantRecord>;
  /** Fee terms saved by merchant.rate, over the seeded ones (rate-terms.ts); one per merchant and month; absent in
   * snapshots saved before the rate page existed. */
  rateTerms?: RateTermRecord[];
  /** Generated bills (mocks/merchant/db/bills.ts); absent in snapshots saved before bills existed. */
  bills?: BillRecord[];
};

export function emptyMerchantState(): MerchantDbState {
  return { teams: emptyTable(), merchants: emptyTable(), rateTerms: [] };
}

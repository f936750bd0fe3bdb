// The organisation filters every list with merchant data shares (players, bet orders, reports, merchants, bills).
// Options come from initSelectData, which lists every team and merchant of the stored set. Labels: shared.json.
import type { FilterDecl } from '@/components/resource-kit/types';

/** Merchant team and merchant: what the server scopes (a merchant user sees neither, a team user no team). */
export const MERCHANT_FILTERS: FilterDecl[] = [
  { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
  { key: 'merchantId', kind: 'select', lookup: 'merchantList' },
];

export const CURRENCY_FILTER: FilterDecl = { key: 'currencyCode', kind: 'select', lookup: 'currencyList' };

/** Merchant team, merchant and currency. */
export const ORG_FILTERS: FilterDecl[] = [...MERCHANT_FILTERS, CURRENCY_FILTER];

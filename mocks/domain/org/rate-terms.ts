// Fee terms per merchant (merchant.md 2.3; mock-data.md 6.1): one seeded term per seeded merchant from 2025-01, mostly
// revenue share (type 1) at 8-15 %, every 4th merchant turnover share (type 2) at 0.5-1 %. The merchant.rate page's
// saves are stored on top (state.merchant.rateTerms, one per merchant and month, always from next month); the term in
// force for a month is the latest `month <= M`.
// A merchant created later (merchant.index) gets its first term from the create form (merchant.md 2.1), in force from
// the month of creation, so its first month carries a fee; later terms come from the rate page and start the month
// after. docs/architecture.md ("Merchant fee terms") says the same.
import { feeOf as contractFee } from '@/lib/contract/merchant-fee';
import { createRng } from '@mocks/lib/random';
import { db } from '@mocks/domain/store';
import { MERCHANTS } from '@mocks/domain/org/seed-org';
import type { RateTermRecord } from '@mocks/domain/org/state';

export type { RateTermRecord };

export const FIRST_TERM_MONTH = '2025-01';

let seeded: RateTermRecord[] | undefined;

export function seededTerms(): readonly RateTermRecord[] {
  seeded ??= MERCHANTS.map((m, i) => {
    const rng = createRng('rate-term', m.id);
    const turnover = i % 4 === 3;
    const rate = turnover ? Math.round(rng.float(0.5, 1) * 100) / 100 : Math.round(rng.float(8, 15) * 100) / 100;
    return {
      merchantId: m.id,
      gameType: 1,
      month: FIRST_TERM_MONTH,
      cooperationType: turnover ? 2 : 1,
      rate,
      remark: '',
      operator: 'system',
      createTime: `${FIRST_TERM_MONTH}-01 00:00:00`,
    };
  });
  return seeded;
}

/** The terms the rate page saved (an older stored state may lack the list). */
export const storedTerms = (): readonly RateTermRecord[] => db().merchant.rateTerms ?? [];

/** The terms in force for `merchantId` in `month` (`YYYY-MM`): the latest term with `month <= M`, a later-listed
 * term winning a tie; `extra` are the stored terms. Undefined before the first term (a merchant created later that
 * has none yet: fee 0). */
export function termsOn(
  merchantId: number,
  month: string,
  extra: readonly RateTermRecord[] = storedTerms(),
): RateTermRecord | undefined {
  let best: RateTermRecord | undefined;
  for (const t of [...seededTerms(), ...extra]) {
    if (t.merchantId !== merchantId || t.month > month) continue;
    if (!best || t.month >= best.month) best = t;
  }
  return best;
}

/** The fee formula (2.3) on a row's totals with the month's terms (src/lib/contract/merchant-fee.ts). */
export function feeOf(term: Pick<RateTermRecord, 'cooperationType' | 'rate'>, betAmount: number, companyWin: number) {
  return contractFee(term.cooperationType, term.rate, betAmount, companyWin);
}

// 商户费率 (merchant.md 2.3, 2.6): the rows of the rate list, a merchant's term history and the save, over the fee
// terms of rate-terms.ts. A save always sets the terms from next month (the month-start job 月费率生效 stands for the
// switch), so the current month's report and bills never change because of one; a second save before next month
// replaces the pending term (one term per merchant and month).
import { mockNow } from '@mocks/lib/clock';
import { checkedNumber } from '@mocks/lib/number-rules';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { numberField, textField } from '@mocks/lib/params';
import { mutate } from '@mocks/domain/store';
import { formatTime } from '@mocks/lib/time';
import { findMerchant, merchantRecords, orgOf } from '@mocks/domain/org/org';
import type { RateMsgKey } from '@mocks/merchant/db/rate-messages';
import { seededTerms, storedTerms, termsOn, type RateTermRecord } from '@mocks/domain/org/rate-terms';
import type { MerchantRecord } from '@mocks/domain/org/state';
import { RATE_DECIMALS, RATE_MAX, type CooperationType, type RateRow, type RateTerm } from '@/api/merchant-rate';

const EMOJI = /\p{Extended_Pictographic}/u;
const REMARK_MAX = 200;

/** `YYYY-MM` of the server's now (UTC+8). */
export const currentMonth = () => formatTime(mockNow()).slice(0, 7);

export function monthAfter(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

const termsOf = (merchantId: number) => [...seededTerms(), ...storedTerms()].filter((t) => t.merchantId === merchantId);

function rowOf(m: MerchantRecord, month: string): RateRow {
  const current = termsOn(m.id, month);
  const next = termsOn(m.id, monthAfter(month));
  const pending = next && next.month > month ? next : undefined;
  // The last saved term (stored ones are appended in save order) says who changed the row last and why.
  const last = termsOf(m.id).at(-1);
  const org = orgOf(m.id);
  return {
    id: m.id,
    merchantId: m.id,
    merchantName: org.merchantName,
    merchantTeamId: org.merchantTeamId,
    merchantTeamName: org.merchantTeamName,
    currencyCode: m.currencyCode,
    gameType: 1,
    cooperationType: current?.cooperationType ?? null,
    rate: current?.rate ?? null,
    effectiveMonth: current?.month ?? '',
    nextCooperationType: pending?.cooperationType ?? null,
    nextRate: pending?.rate ?? null,
    nextMonth: pending?.month ?? '',
    updateTime: last?.createTime ?? '',
    operator: last?.operator ?? '',
    remark: last?.remark ?? '',
  };
}

/** One row per merchant (gameType 1 is the only game type), every merchant of the stored set, disabled included. */
export function rateRows(): RateRow[] {
  const month = currentMonth();
  return merchantRecords().map((m) => rowOf(m, month));
}

/** Every term of a merchant, newest month first. */
export function termHistory(merchantId: number): RateTerm[] {
  return termsOf(merchantId)
    .sort((a, b) => b.month.localeCompare(a.month))
    .map(({ merchantId: id, gameType, month, cooperationType, rate, remark, operator, createTime }) => ({
      merchantId: id,
      gameType,
      month,
      cooperationType,
      rate,
      remark,
      operator,
      createTime,
    }));
}

const isCooperationType = (v: unknown): v is CooperationType => v === 1 || v === 2;

type FirstTerms = Pick<RateTermRecord, 'cooperationType' | 'rate'>;

/** A new merchant's first terms from the create form (2.1): `cooperationType` and `rate`, the save's bounds (2.3). */
export function firstTermsInput(body: Record<string, unknown>): Outcome<FirstTerms, RateMsgKey> {
  const type = numberField(body, 'cooperationType');
  if (!isCooperationType(type)) return refuse('cooperationRequired');
  const rate = checkedNumber(body, 'rate', { min: 0, max: RATE_MAX[type], decimals: RATE_DECIMALS });
  if (!rate.ok || rate.value === undefined) return refuse('rateInvalid', { max: RATE_MAX[type] });
  return accept({ cooperationType: type, rate: rate.value });
}

/** Stores a new merchant's first terms, in force from the month of creation, so its first month carries a fee. */
export function storeFirstTerms(merchantId: number, terms: FirstTerms, operator: string): void {
  const term: RateTermRecord = {
    merchantId,
    gameType: 1,
    month: currentMonth(),
    ...terms,
    remark: '',
    operator,
    createTime: formatTime(mockNow()),
  };
  mutate((s) => {
    s.merchant.rateTerms = [...(s.merchant.rateTerms ?? []), term];
  });
}

/** A save checked, not yet stored: the merchant, its row now and the terms it would set from next month. */
export type RatePlan = { merchant: MerchantRecord; row: RateRow; type: CooperationType; rate: number; remark: string };

/** Every check of a save of the merchant's terms from next month; nothing is stored. */
export function planRateTerms(body: Record<string, unknown>): Outcome<RatePlan, RateMsgKey> {
  const merchant = findMerchant(numberField(body, 'merchantId') ?? 0);
  if (!merchant) return refuse('merchantNotFound');
  if (numberField(body, 'gameType') !== 1) return refuse('gameTypeInvalid');
  const type = numberField(body, 'nextCooperationType');
  if (!isCooperationType(type)) return refuse('cooperationRequired');
  const rate = checkedNumber(body, 'nextRate', { min: 0, max: RATE_MAX[type], decimals: RATE_DECIMALS });
  if (!rate.ok || rate.value === undefined) return refuse('rateInvalid', { max: RATE_MAX[type] });
  const remark = textField(body, 'remark');
  if (remark.length > REMARK_MAX || EMOJI.test(remark)) return refuse('remarkInvalid');
  return accept({ merchant, row: rowOf(merchant, currentMonth()), type, rate: rate.value, remark });
}

/** The pending terms a save changes (operations.md 7.1): null before when none are pending. */
export const rateChanges = ({ row, type, rate }: RatePlan) =>
  [
    { field: 'nextCooperationType', before: row.nextCooperationType, after: type },
    { field: 'nextRate', before: row.nextRate, after: rate },
  ].filter((c) => c.before !== c.after);

/** Sets the merchant's terms from next month, replacing a term already pending for that month. */
export function applyRateTerms({ merchant, type, rate, remark }: RatePlan, operator: string): RateRow {
  const month = currentMonth();
  const term: RateTermRecord = {
    merchantId: merchant.id,
    gameType: 1,
    month: monthAfter(month),
    cooperationType: type,
    rate,
    remark,
    operator,
    createTime: formatTime(mockNow()),
  };
  mutate((s) => {
    const kept = (s.merchant.rateTerms ?? []).filter(
      (t) => !(t.merchantId === term.merchantId && t.gameType === term.gameType && t.month === term.month),
    );
    s.merchant.rateTerms = [...kept, term];
  });
  return rowOf(merchant, month);
}

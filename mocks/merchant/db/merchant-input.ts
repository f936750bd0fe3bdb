// A merchant save's body checked field by field (merchant.md 2.1, 2.6): the first failing check answers, naming it.
// The code, currency and wallet type are fixed once created: a save that changes one is refused, not ignored.
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { numberField, textField } from '@mocks/lib/params';
import { findTeam, merchantRecords, type MerchantInput } from '@mocks/domain/org/org';
import type { MerchantRecord } from '@mocks/domain/org/state';
import type { OrgMsgKey } from '@mocks/merchant/db/org-messages';
import { findCurrency } from '@mocks/domain/rates/currency';
import { MERCHANT_CODE_PATTERN, MERCHANT_LIMITS as LIMIT } from '@/api/merchant';

export const EMOJI = /\p{Extended_Pictographic}/u;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const oneOf = <V extends number>(value: number | undefined, allowed: readonly V[]) => allowed.find((v) => v === value);

/** A name or remark: trimmed, at most `max` characters, no emoji. */
export const plainText = (value: string, max: number) => value.length <= max && !EMOJI.test(value);

function whiteIpsOf(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((ip) => typeof ip !== 'string')) return undefined;
  const ips = (raw as string[]).map((ip) => ip.trim()).filter(Boolean);
  return ips.length <= LIMIT.whiteIps && ips.every((ip) => IPV4.test(ip)) ? ips : undefined;
}

/** The input to store, or why not. `before` is the stored merchant of an edit. */
export function merchantInput(
  body: Record<string, unknown>,
  before: MerchantRecord | undefined,
): Outcome<MerchantInput, OrgMsgKey> {
  const name = textField(body, 'name');
  if (!name || !plainText(name, LIMIT.name)) return refuse('merchantNameInvalid');
  const code = textField(body, 'code');
  if (before && code !== before.code) return refuse('codeFixed');
  if (!MERCHANT_CODE_PATTERN.test(code)) return refuse('codeInvalid');
  if (!before && merchantRecords().some((m) => m.code === code)) return refuse('codeTaken');
  const merchantTeamId = numberField(body, 'merchantTeamId');
  if (merchantTeamId === undefined || !findTeam(merchantTeamId)) return refuse('teamRequired');
  const merchantType = oneOf(numberField(body, 'merchantType'), [1, 2] as const);
  if (!merchantType) return refuse('merchantTypeRequired');
  const currencyCode = textField(body, 'currencyCode');
  if (before && currencyCode !== before.currencyCode) return refuse('currencyFixed');
  if (!before && findCurrency(currencyCode)?.status !== 1) return refuse('currencyUnavailable');
  const walletType = oneOf(numberField(body, 'walletType'), [1, 2, 3] as const);
  if (before && walletType !== before.walletType) return refuse('walletTypeFixed');
  if (!walletType) return refuse('walletTypeRequired');
  const callbackUrl = textField(body, 'callbackUrl');
  if (!callbackUrl && walletType !== 1) return refuse('callbackRequired');
  if (callbackUrl && (callbackUrl.length > LIMIT.callbackUrl || !isHttpUrl(callbackUrl))) {
    return refuse('callbackInvalid');
  }
  const whiteIps = whiteIpsOf(body.whiteIps);
  if (!whiteIps) return refuse('whiteIpsInvalid');
  const contact = textField(body, 'contact');
  if (contact.length > LIMIT.contact) return refuse('contactTooLong');
  const remark = textField(body, 'remark');
  if (!plainText(remark, LIMIT.remark)) return refuse('remarkInvalid');
  const rawStatus = body.status === undefined || body.status === null ? 1 : numberField(body, 'status');
  const status = oneOf(rawStatus, [0, 1] as const);
  if (status === undefined) return refuse('statusInvalid');
  return accept({
    ...(before ? { id: before.id } : {}),
    name,
    code,
    merchantTeamId,
    merchantType,
    currencyCode,
    walletType,
    callbackUrl,
    whiteIps,
    contact,
    status,
    remark,
  });
}

// 商户列表 (merchant.md 2.1, 2.6): list, save, enable/disable and reset key, inside the caller's data scope. The
// secret leaves twice only: in the create answer and in resetKey's; every other answer carries secretKeyMasked.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, sortRows, text } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { merchantInput } from '@mocks/merchant/db/merchant-input';
import { findMerchant, merchantRecords, resetMerchantKey, storeMerchant } from '@mocks/domain/org/org';
import { orgMessage } from '@mocks/merchant/db/org-messages';
import { merchantRow } from '@mocks/merchant/db/org-rows';
import { rateMessage } from '@mocks/merchant/db/rate-messages';
import { firstTermsInput, storeFirstTerms } from '@mocks/merchant/db/rates';
import type { MerchantRecord } from '@mocks/domain/org/state';
import type { MerchantCreated, MerchantKeyReset } from '@/api/merchant';

const refuse = refusalIn(orgMessage);
const refuseTerms = refusalIn(rateMessage);
const stamp = (ctx: AuthedCtx) => [ctx.account.username, formatTime(mockNow())] as const;
const scoped = (ctx: AuthedCtx, m: Pick<MerchantRecord, 'id' | 'merchantTeamId'>) =>
  ctx.inScope({ merchantTeamId: m.merchantTeamId, merchantId: m.id });

/** The merchant a POST names, when the caller may see it. */
function target(ctx: AuthedCtx, body: Record<string, unknown>): MerchantRecord | undefined {
  const merchant = findMerchant(numberField(body, 'id') ?? 0);
  return merchant && scoped(ctx, merchant) ? merchant : undefined;
}

export const merchantIndexHandlers = [
  http.get(
    '*/api/merchant/index/list',
    authedRoute((ctx) => {
      const q = ctx.query;
      const name = text(q, 'name');
      const code = text(q, 'code');
      const teamId = int(q, 'merchantTeamId');
      const [merchantType, walletType, status] = ['merchantType', 'walletType', 'status'].map((k) => int(q, k));
      const currency = text(q, 'currencyCode');
      const rows = merchantRecords()
        .filter(
          (m) =>
            scoped(ctx, m) &&
            (!name || m.name.includes(name)) &&
            (!code || m.code === code) &&
            (teamId === undefined || m.merchantTeamId === teamId) &&
            (merchantType === undefined || m.merchantType === merchantType) &&
            (walletType === undefined || m.walletType === walletType) &&
            (!currency || m.currencyCode === currency) &&
            (status === undefined || m.status === status),
        )
        .sort((a, b) => b.id - a.id)
        .map(merchantRow);
      return ctx.ok(paginate(sortRows(rows, q), q));
    }),
  ),

  http.post(
    '*/api/merchant/index/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const before = id === undefined ? undefined : target(ctx, body);
      if (id !== undefined && !before) return refuse(ctx, 'merchantNotFound');
      const input = merchantInput(body, before);
      if (!input.ok) return refuse(ctx, input.key, input.values);
      // Create only: the first fee terms (2.1), in force from this month; an edit ignores them (terms change on 商户费率).
      const terms = before ? undefined : firstTermsInput(body);
      if (terms && !terms.ok) return refuseTerms(ctx, terms.key, terms.values);
      // A team user creates and moves merchants inside its own team only; a merchant user keeps its team. (The team
      // alone is checked: scope reads a known merchant's team from the store, which still has the old one.)
      const teamId = input.value.merchantTeamId;
      const teamAllowed =
        ctx.account.type === 3
          ? before?.merchantTeamId === teamId
          : ctx.inScope({ merchantTeamId: teamId, merchantId: 0 });
      if (!teamAllowed) {
        return refuse(ctx, before ? 'merchantNotFound' : 'teamRequired');
      }
      const saved = storeMerchant(input.value, ...stamp(ctx));
      if (!saved) return refuse(ctx, 'merchantNotFound');
      if (before) return ctx.ok(merchantRow(saved));
      if (terms?.ok) storeFirstTerms(saved.id, terms.value, ctx.account.username);
      const created: MerchantCreated = { ...merchantRow(saved), secretKey: saved.secretKey };
      return ctx.ok(created);
    }),
  ),

  http.post(
    '*/api/merchant/index/changeStatus',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const merchant = target(ctx, body);
      if (!merchant) return refuse(ctx, 'merchantNotFound');
      const status = numberField(body, 'status');
      if (status !== 0 && status !== 1) return refuse(ctx, 'statusInvalid');
      const { secretKey: _kept, createTime: _c, updateTime: _u, operator: _o, ...input } = merchant;
      storeMerchant({ ...input, status }, ...stamp(ctx));
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/merchant/index/resetKey',
    authedRoute(async (ctx) => {
      const merchant = target(ctx, await readBody(ctx.request));
      const saved = merchant && resetMerchantKey(merchant.id, ...stamp(ctx));
      if (!saved) return refuse(ctx, 'merchantNotFound');
      const answer: MerchantKeyReset = { secretKey: saved.secretKey };
      return ctx.ok(answer);
    }),
  ),
];

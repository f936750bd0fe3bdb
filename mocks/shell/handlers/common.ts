// Shell look-ups: select data (teams and merchants within the caller's scope), ping and upload.
import { http } from 'msw';
import { GAMES } from '@mocks/domain/orders/seed-games';
import { mockNow } from '@mocks/lib/clock';
import { authedRoute } from '@mocks/domain/route';
import { compactStamp } from '@mocks/lib/time';
import { merchantRecords, teamRecords } from '@mocks/domain/org/org';
import { currencyRecords } from '@mocks/domain/rates/currency';
import { ratesToday } from '@mocks/domain/rates/currency-rate';
import type { InitSelectData } from '@/api/common';

function storedName(original: string): string {
  const safe = original.replace(/[^\w.-]+/g, '_').slice(-80) || 'file';
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0'));
  return `${random.join('')}-${safe}`;
}

export const commonHandlers = [
  http.get(
    '*/api/common/initSelectData',
    authedRoute((ctx) => {
      // The stored set (created and renamed ones too, disabled ones included: merchant.md 2.1), inside the caller's
      // scope: its merchants, the teams they belong to, and a team account's own team while it has none.
      const merchants = merchantRecords().filter((m) =>
        ctx.inScope({ merchantTeamId: m.merchantTeamId, merchantId: m.id }),
      );
      const teamIds = new Set(merchants.map((m) => m.merchantTeamId));
      const teams = teamRecords().filter(
        (t) => teamIds.has(t.id) || ctx.inScope({ merchantTeamId: t.id, merchantId: 0 }),
      );
      const currencies = currencyRecords(ctx.lang);
      const data: InitSelectData = {
        merchantTeamList: teams.map(({ id, name }) => ({ id, name })),
        merchantList: merchants.map(({ id, name, merchantTeamId }) => ({ id, name, merchantTeamId })),
        currencyList: currencies
          .filter((c) => c.status === 1)
          .map(({ code, name, symbol, decimals }) => ({ code, name, symbol, decimals })),
        currencyRateList: ratesToday(currencies.map((c) => c.code)),
        gameList: GAMES.map(({ gid, name }) => ({ gid, name })),
      };
      return ctx.ok(data);
    }),
  ),

  http.get(
    '*/api/common/ping',
    authedRoute((ctx) => ctx.ok(null)),
  ),

  // Nothing is stored; the answer is a plausible path so forms can show and submit it.
  http.post(
    '*/api/common/upload',
    authedRoute(async (ctx) => {
      let name = 'upload.bin';
      try {
        // Any file field will do; forms differ in what they call it.
        const form = await ctx.request.formData();
        const file = [...form.values()].find((v): v is File => typeof v !== 'string');
        if (file) name = file.name || name;
      } catch {
        return ctx.fail('invalidParams');
      }
      const day = compactStamp(mockNow()).slice(0, 8);
      return ctx.ok({ url: `/static/upload/${day}/${storedName(name)}` });
    }),
  ),
];

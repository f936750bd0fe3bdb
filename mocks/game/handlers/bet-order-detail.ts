// Bet order detail: the console frames the URL this answers; that URL serves a small HTML page. A frame sends no
// token, so the URL carries the caller's data scope, signed, and the page shows another scope's order as not found
// (an unsigned or altered URL shows nothing).
import { http } from 'msw';
import { orderViewHtml } from '@mocks/game/db/order-view';
import { serverHeaders } from '@mocks/lib/envelope';
import { frameUrl } from '@mocks/lib/frame-url';
import { LANGS } from '@mocks/lib/i18n';
import { text } from '@mocks/lib/params';
import { hashSeed } from '@mocks/lib/random';
import { authedRoute, openRoute } from '@mocks/domain/route';
import { scopeKey, scopeOfKey, type Scope } from '@mocks/domain/scope';

export const VIEW_PATH = '/api/game/betOrder/view';

// Per process: the standalone server and Vitest hand out and serve their URLs themselves (the browser uses blob:).
const SECRET = Array.from(crypto.getRandomValues(new Uint32Array(2))).join('.');
const signature = (id: string, scope: string) => hashSeed('order-view', SECRET, id, scope).toString(36);
const nothing: Scope = () => false;

export const gameBetOrderDetailHandlers = [
  http.get(
    '*/api/game/betOrder/detail',
    authedRoute((ctx) => {
      const id = text(ctx.query, 'id');
      if (!id) return ctx.fail('invalidParams');
      const scope = scopeKey(ctx.account);
      // A frame cannot send the lang header, so the language travels in the URL.
      const url = new URL(VIEW_PATH, ctx.url.origin);
      url.searchParams.set('id', id);
      url.searchParams.set('lang', ctx.lang);
      url.searchParams.set('scope', scope);
      url.searchParams.set('sig', signature(id, scope));
      return ctx.ok({ url: frameUrl(url.toString(), () => orderViewHtml(ctx.lang, id, ctx.inScope)) });
    }),
  ),

  http.get(
    `*${VIEW_PATH}`,
    openRoute((ctx) => {
      const requested = text(ctx.query, 'lang');
      const lang = LANGS.find((l) => l === requested) ?? ctx.lang;
      const id = text(ctx.query, 'id') ?? '';
      const scope = text(ctx.query, 'scope') ?? '';
      const signed = text(ctx.query, 'sig') === signature(id, scope);
      return new Response(orderViewHtml(lang, id, (signed && scopeOfKey(scope)) || nothing), {
        status: 200,
        headers: serverHeaders({ 'content-type': 'text/html; charset=utf-8' }),
      });
    }),
  ),
];

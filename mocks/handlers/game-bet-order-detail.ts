// Bet order detail: the console frames the URL this answers; that URL serves a small HTML page.
import { http } from 'msw';
import { orderViewHtml } from '@mocks/db/order-view';
import { serverHeaders } from '@mocks/lib/envelope';
import { frameUrl } from '@mocks/lib/frame-url';
import { LANGS } from '@mocks/lib/i18n';
import { text } from '@mocks/lib/params';
import { authedRoute, openRoute } from '@mocks/lib/route';

export const VIEW_PATH = '/api/game/betOrder/view';

export const gameBetOrderDetailHandlers = [
  http.get(
    '*/api/game/betOrder/detail',
    authedRoute((ctx) => {
      const id = text(ctx.query, 'id');
      if (!id) return ctx.fail('invalidParams');
      // A frame cannot send the lang header, so the language travels in the URL.
      const url = new URL(VIEW_PATH, ctx.url.origin);
      url.searchParams.set('id', id);
      url.searchParams.set('lang', ctx.lang);
      return ctx.ok({ url: frameUrl(url.toString(), () => orderViewHtml(ctx.lang, id)) });
    }),
  ),

  http.get(
    `*${VIEW_PATH}`,
    openRoute((ctx) => {
      const requested = text(ctx.query, 'lang');
      const lang = LANGS.find((l) => l === requested) ?? ctx.lang;
      return new Response(orderViewHtml(lang, text(ctx.query, 'id') ?? ''), {
        status: 200,
        headers: serverHeaders({ 'content-type': 'text/html; charset=utf-8' }),
      });
    }),
  ),
];

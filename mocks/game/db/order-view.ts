// The HTML page describing one bet order, shown in the console's order-detail frame.
import type { Lang } from '@mocks/lib/i18n';
import type { Scope } from '@mocks/domain/scope';
import { ordersOfId, type BetRecord } from '@mocks/domain/players/activity';
import { toBetOrder } from '@mocks/domain/players/rows';
import type { PlayerBetOrder } from '@/api/player';

/** The order (or a round's first order, by its parent id) and its whole round, when the viewer's scope has it. */
function findOrder(id: string, inScope: Scope): { order: BetRecord; round: BetRecord[]; playerId: number } | undefined {
  const found = ordersOfId(id);
  if (found && !inScope(found.player)) return undefined;
  const order = found?.orders.find((o) => o.id === id || o.pid === id);
  return found && order
    ? { order, round: found.orders.filter((o) => o.pid === order.pid), playerId: found.player.id }
    : undefined;
}

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<Lang, [string, string]> = {
  'zh-CN': ['注单详情', '注单不存在'],
  'en-US': ['Order detail', 'Order not found'],
  'pt-BR': ['Detalhe da aposta', 'Aposta não encontrada'],
};

const FIELDS: (keyof PlayerBetOrder)[] = [
  'id',
  'pid',
  'playerId',
  'gameName',
  'currencyCode',
  'betAmount',
  'boundsAmount',
  'winAmount',
  'isFreeRespin',
  'isRespin',
  'prizePoolAmount',
  'prizePoolWinAmount',
  'betTime',
  'balanceTime',
];

/** Another scope's order reads "not found", like an id that does not exist. */
export function orderViewHtml(lang: Lang, id: string, inScope: Scope): string {
  const [title, missing] = TITLES[lang];
  const found = findOrder(id, inScope);
  const body = found
    ? `<table>${FIELDS.map((f) => `<tr><th>${f}</th><td>${escapeHtml(toBetOrder(found.order, found.playerId)[f])}</td></tr>`).join('')}</table>
<h2>${found.round.length} × spin</h2><ol>${found.round
        .map((o) => `<li>${escapeHtml(o.id)}: ${o.betAmount.toFixed(2)} → ${o.boundsAmount.toFixed(2)}</li>`)
        .join('')}</ol>`
    : `<p>${missing}: ${escapeHtml(id)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px sans-serif;margin:16px}th{text-align:left;padding-right:16px;color:#666}td,th{padding:4px 8px}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;
}

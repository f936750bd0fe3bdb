// The HTML page describing one bet order, shown in the console's order-detail frame.
import { dayActivity, HISTORY_DAYS, type BetRecord } from '@mocks/db/activity';
import { getPlayer } from '@mocks/db/players';
import { toBetOrder, type BetOrderRow } from '@mocks/db/rows';
import { dataHorizon } from '@mocks/lib/horizon';
import type { Lang } from '@mocks/lib/i18n';
import { DAY_MS, startOfToday } from '@mocks/lib/time';

/** Ids encode the day number (5 digits) and the player id (6 digits), so the round can be regenerated. */
function findOrder(id: string): { order: BetRecord; round: BetRecord[]; playerId: number } | undefined {
  if (!/^\d{15}(\d{2})?$/.test(id)) return undefined;
  const dayStart = Number(id.slice(0, 5)) * DAY_MS - 8 * 3_600_000;
  const player = getPlayer(Number(id.slice(5, 11)));
  const today = startOfToday();
  if (!player || dayStart > today || dayStart <= today - HISTORY_DAYS * DAY_MS) return undefined;
  const horizon = dataHorizon();
  const orders = dayActivity(player, dayStart).orders.filter((o) => o.balanceAt <= horizon);
  const order = orders.find((o) => o.id === id || o.pid === id);
  return order ? { order, round: orders.filter((o) => o.pid === order.pid), playerId: player.id } : undefined;
}

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<Lang, [string, string]> = {
  'zh-CN': ['注单详情', '注单不存在'],
  'en-US': ['Order detail', 'Order not found'],
  'pt-BR': ['Detalhe do pedido', 'Pedido não encontrado'],
};

const FIELDS: (keyof BetOrderRow)[] = [
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

export function orderViewHtml(lang: Lang, id: string): string {
  const [title, missing] = TITLES[lang];
  const found = findOrder(id);
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

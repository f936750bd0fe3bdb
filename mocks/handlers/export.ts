// The export-task drawer: list, remove, the badge count and the file download.
import { http } from 'msw';
import { accountById } from '@mocks/db/accounts';
import { createRng } from '@mocks/db/random';
import { findTask, listTasks, newTaskCount, removeTask } from '@mocks/db/export-tasks';
import { seedPlayers } from '@mocks/db/seed-players';
import { serverHeaders } from '@mocks/lib/envelope';
import { taskStatusText } from '@mocks/lib/enum-names';
import { int, numberField, pageOf } from '@mocks/lib/params';
import { authedRoute, openRoute, readBody } from '@mocks/lib/route';
import { scopeOf, type Scope } from '@mocks/lib/scope';
import { formatTime } from '@mocks/lib/time';
import type { ExportTask } from '@/types/api';

export const DOWNLOAD_PATH = '/api/export/task/download';

/** The file lists players of its owner's data scope only, like the list it was exported from. */
function csvOf(id: number, createdAt: number, inScope: Scope): string {
  const rng = createRng('csv', id);
  const players = seedPlayers().filter(inScope);
  const lines = ['id,playerId,gameName,currencyCode,betAmount,boundsAmount,createTime'];
  for (let i = 1; i <= 10 && players.length; i++) {
    const player = rng.pick(players);
    const bet = rng.money(1, 500);
    const payout = rng.chance(0.35) ? rng.money(0, bet * 3) : 0;
    lines.push(
      [`${id}${i}`, player.id, 'Fortune Tiger', player.currencyCode, bet, payout, formatTime(createdAt)].join(','),
    );
  }
  // The BOM lets spreadsheet tools read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const exportHandlers = [
  http.get(
    '*/api/export/task/list',
    authedRoute((ctx) => {
      const { current, pageSize } = pageOf(ctx.query);
      const { list, total } = listTasks(ctx.account.id, current, pageSize);
      const rows: ExportTask[] = list.map((t) => ({
        id: t.id,
        fileName: t.fileName,
        status: t.status,
        statusText: taskStatusText(t.status, ctx.lang),
        fileUrl: `${DOWNLOAD_PATH}?id=${t.id}`,
      }));
      return ctx.ok({ list: rows, total });
    }),
  ),

  http.post(
    '*/api/export/task/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      if (id === undefined) return ctx.fail('invalidParams');
      const outcome = removeTask(ctx.account.id, id);
      if (outcome === 'notFound') return ctx.fail('recordNotFound');
      if (outcome === 'inProgress') return ctx.fail('taskInProgress');
      return ctx.ok(null);
    }),
  ),

  http.get(
    '*/api/export/task/newCount',
    authedRoute((ctx) => ctx.ok({ newCount: newTaskCount(ctx.account.id) })),
  ),

  // A plain file, not an envelope: the browser follows the link directly, without the bearer header.
  http.get(
    `*${DOWNLOAD_PATH}`,
    openRoute((ctx) => {
      const found = findTask(int(ctx.query, 'id') ?? -1);
      const task = found?.task;
      const owner = found && accountById(found.ownerId);
      if (!task || !owner || task.status !== 2) {
        return new Response('Not found', { status: 404, headers: serverHeaders({ 'content-type': 'text/plain' }) });
      }
      return new Response(csvOf(task.id, task.createdAt, scopeOf(owner)), {
        status: 200,
        headers: serverHeaders({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${task.fileName}"`,
        }),
      });
    }),
  ),
];

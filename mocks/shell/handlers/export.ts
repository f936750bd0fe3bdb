// The export-task drawer: list, remove, the badge count and the file download.
import { http } from 'msw';
import { taskStatusText } from '@mocks/lib/enum-names';
import { serverHeaders } from '@mocks/lib/envelope';
import { int, numberField, pageOf } from '@mocks/lib/params';
import { authedRoute, openRoute, readBody } from '@mocks/domain/route';
import { scopeOf } from '@mocks/domain/scope';
import { accountById, roleOf } from '@mocks/domain/staff/accounts';
import { exportFile } from '@mocks/shell/db/export-files';
import { findTask, listTasks, mayExport, newTaskCount, removeTask, taskKind } from '@mocks/shell/db/export-tasks';
import type { ExportTask } from '@/api/common';

export const DOWNLOAD_PATH = '/api/export/task/download';

export const exportHandlers = [
  http.get(
    '*/api/export/task/list',
    authedRoute((ctx) => {
      const { current, pageSize } = pageOf(ctx.query);
      const { list, total } = listTasks(ctx.account.id, roleOf(ctx.account).permissions, current, pageSize);
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
      const outcome = removeTask(ctx.account.id, roleOf(ctx.account).permissions, id);
      if (outcome === 'notFound') return ctx.fail('recordNotFound');
      if (outcome === 'inProgress') return ctx.fail('taskInProgress');
      return ctx.ok(null);
    }),
  ),

  http.get(
    '*/api/export/task/newCount',
    authedRoute((ctx) => ctx.ok({ newCount: newTaskCount(ctx.account.id, roleOf(ctx.account).permissions) })),
  ),

  // A plain file, not an envelope: the browser follows the link directly, without the bearer header.
  http.get(
    `*${DOWNLOAD_PATH}`,
    openRoute((ctx) => {
      const found = findTask(int(ctx.query, 'id') ?? -1);
      const task = found?.task;
      const owner = found && accountById(found.ownerId);
      const kind = task && taskKind(task.fileName);
      if (!task || !owner || !kind || task.status !== 2) {
        return new Response('Not found', { status: 404, headers: serverHeaders({ 'content-type': 'text/plain' }) });
      }
      // Only while the owner may still open the page it exports (its role may have lost it since).
      if (!mayExport(task.fileName, roleOf(owner).permissions)) return ctx.fail('noPermission');
      // What the name says, as the owner could see it when the task was made.
      const file = exportFile(kind, { createdAt: task.createdAt, inScope: scopeOf(owner), lang: ctx.lang });
      return new Response(file, {
        status: 200,
        headers: serverHeaders({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${task.fileName}"`,
        }),
      });
    }),
  ),
];

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGES, TASK_FINISH_MS, taskKind } from '@mocks/shell/db/export-tasks';
import { call, login, ORIGIN } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ExportTask, ListResult } from '@/api/common';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});
afterEach(() => vi.useRealTimers());

const list = async (lang = 'zh-CN') =>
  (await call<ListResult<ExportTask>>('/api/export/task/list', { token, lang, query: { current: 1, pageSize: 20 } }))
    .result;
const newCount = async () => (await call<{ newCount: number }>('/api/export/task/newCount', { token })).result.newCount;

describe('export tasks', () => {
  it('lists seeded tasks newest first, with localized status texts', async () => {
    const page = await list('en-US');
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.list).toHaveLength(20);
    const ids = page.list.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.list.filter((t) => t.status === 1).every((t) => t.statusText === 'In progress')).toBe(true);
    expect(page.list.filter((t) => t.status === 2).every((t) => t.statusText === 'Finished')).toBe(true);
    expect(page.list[0]?.fileName).toMatch(/^[a-z-]+-\d{8}-\d{6}\.csv$/);
  });

  it('refuses to delete a task in progress and deletes a finished one', async () => {
    const page = await list();
    const running = page.list.find((t) => t.status === 1);
    const done = page.list.find((t) => t.status === 2);
    const refused = await call('/api/export/task/remove', { token, body: { id: running?.id } });
    expect(refused.state).toBe(0);
    expect(refused.msg).toBe('任务进行中，无法删除');
    expect((await call('/api/export/task/remove', { token, body: { id: done?.id } })).state).toBe(1);
    expect((await list()).total).toBe(page.total - 1);
  });

  it('counts finished tasks not yet seen; in-progress ones finish after first being listed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await newCount()).toBe(2);
    const first = await list();
    expect(await newCount()).toBe(0);
    const running = first.list.filter((t) => t.status === 1).map((t) => t.id);
    expect(running.length).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + TASK_FINISH_MS + 1000);
    expect(await newCount()).toBe(running.length);
    const later = await list();
    expect(later.list.filter((t) => running.includes(t.id)).every((t) => t.status === 2)).toBe(true);
    expect(await newCount()).toBe(0);
  });

  it('serves a finished task as a CSV download', async () => {
    const task = (await list()).list.find((t) => t.status === 2);
    const res = await fetch(new URL(task?.fileUrl ?? '', ORIGIN));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(task?.fileName);
    expect(res.headers.get('x-server-time')).toMatch(/^\d{13}$/);
    // A header of field names (export-files.test.ts checks each kind's columns and rows).
    expect((await res.text()).split('\r\n')[0]).toMatch(/^\uFEFF?[a-zA-Z]+(,[a-zA-Z]+)+$/);
  });

  it("offers only exports of pages the user may open: the merchant's role has no report or bet order page", async () => {
    const merchant = await login('merchant');
    const tasks = (
      await call<ListResult<ExportTask>>('/api/export/task/list', {
        token: merchant,
        query: { current: 1, pageSize: 100 },
      })
    ).result;
    expect(tasks.total).toBeGreaterThan(0);
    const pages = new Set(tasks.list.map((t) => EXPORT_PAGES[taskKind(t.fileName)!]));
    expect([...pages].sort()).toEqual(['player.balanceLog', 'player.online', 'player.page', 'player.translateWallet']);
  });

  it('refuses the export of a page the role has lost since, and no longer lists it', async () => {
    const all = (
      await call<ListResult<ExportTask>>('/api/export/task/list', { token, query: { current: 1, pageSize: 100 } })
    ).result;
    const report = all.list.find((t) => t.status === 2 && taskKind(t.fileName) === 'report-game-day')!;
    expect((await fetch(new URL(report.fileUrl, ORIGIN))).status).toBe(200);
    // the game report's menu item disabled: its key leaves every role
    const menu = (await call<{ list: { id: number; permission: string }[] }>('/api/system/authMenu/list', { token }))
      .result.list;
    const item = menu.find((m) => m.permission === 'report.game')!;
    expect((await call('/api/system/authMenu/save', { token, body: { ...item, status: 0 } })).state).toBe(1);

    const refused = await fetch(new URL(report.fileUrl, ORIGIN));
    expect(await refused.json()).toMatchObject({ state: 0, msg: '无权限' });
    const after = (
      await call<ListResult<ExportTask>>('/api/export/task/list', { token, query: { current: 1, pageSize: 100 } })
    ).result;
    expect(after.list.some((t) => taskKind(t.fileName) === 'report-game-day')).toBe(false);
    expect(after.total).toBe(all.total - all.list.filter((t) => taskKind(t.fileName) === 'report-game-day').length);
    expect((await call('/api/export/task/remove', { token, body: { id: report.id } })).state).toBe(0);
  });
});

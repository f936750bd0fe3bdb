// The export drawer on a phone (375 px window, so the spec's 350 px drawer): every file name stays readable in
// full, and each status shows as an icon with its text, in the three interface languages.
import { expect, test } from './support/test';
import { taskStatusText } from '@mocks/lib/enum-names';
import type { ExportTask, ListResult } from '@/api/common';
import { loginAnyWidth } from './support/login';

type Envelope<T> = { state: number; result: T };

for (const lang of ['zh-CN', 'en-US', 'pt-BR'] as const) {
  test(`at 375 px the export drawer shows whole file names and status icons with text (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    await loginAnyWidth(page, 'admin');

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/export/task/list');
    await page.getByTestId('export-button').click();
    const tasks = ((await (await listed).json()) as Envelope<ListResult<ExportTask>>).result.list;
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(20);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(350, 0);
    // Nothing of the table is pushed out of the drawer's width.
    const table = drawer.locator('.ant-table-content');
    expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // The newest two are running, the rest finished: both kinds are on the first page.
    const running = tasks.find((t) => t.status === 1)!;
    const finished = tasks.find((t) => t.status === 2)!;
    for (const task of [running, finished]) {
      const row = drawer.locator(`tr[data-row-key="${task.id}"]`);
      const nameCell = row.locator('td').nth(1);
      // Room for the name, none of it cut off; the whole name is the cell's text (what a screen reader reads) and
      // a title (hover).
      expect((await nameCell.boundingBox())!.width).toBeGreaterThan(150);
      expect(await nameCell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
      await expect(nameCell).toContainText(task.fileName);
      await expect(nameCell.locator(`xpath=descendant-or-self::*[@title="${task.fileName}"]`)).toHaveCount(1);

      const status = row.locator('.ant-tag');
      await expect(status).toHaveText(taskStatusText(task.status, lang));
      await expect(status.locator('.anticon svg')).toBeVisible();
    }
  });
}

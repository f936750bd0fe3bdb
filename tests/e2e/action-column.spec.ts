// The row actions column is the table's last column, not fixed over the data of a wider table (issue 34, item 19): in
// every language it stays narrow (its links wrap, row-actions.tsx), its links stay in their cells, no data cell is
// under a fixed column at first sight, and scrolling sideways reaches the actions.
import { expect, test, type Locator, type Page } from './support/test';
import { loginAt1280 } from './support/login';
import { tableMisfits } from './support/table-fit';

const LANGS = ['zh-CN', 'en-US', 'pt-BR'] as const;
// The lists the report named (在线状态 on the player list, 上次结果 on crontab), and the player list with virtual rows.
const LISTS = ['/player/page', '/system/crontab', '/player/page?pageSize=200&current=1'];
// ACTION_LINKS_MAX_PX (virtual-widths.ts; importing it here would load the kit's formatting into Node), plus the
// cell's padding and the virtual rows' estimate slack.
const ACTION_LINKS_MAX_PX = 200;
const EDGES_PX = 40;

const ACTIONS = /^(操作|Actions|Ações)$/;

/** The header cells' boxes (the actions' is the last but the scroll bar's gutter). */
async function headerBoxes(table: Locator) {
  return table.evaluate((el) =>
    [...el.querySelectorAll('.ant-table-thead th:not(.ant-table-cell-scrollbar)')].map((th) => {
      const box = th.getBoundingClientRect();
      return {
        text: (th.textContent ?? '').trim(),
        left: box.left,
        right: box.right,
        fixed: th.className.match(/fix-(left|right)/)?.[1],
      };
    }),
  );
}

async function scrollToEnd(page: Page, table: Locator) {
  await table.locator('.ant-table-row').first().hover();
  // Wheel events: the virtual body scrolls sideways by them only.
  for (let i = 0; i < 8; i += 1) await page.mouse.wheel(1500, 0);
}

for (const lang of LANGS) {
  test(`the actions column stays narrow and leaves every data column to be seen (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAt1280(page, lang);
    const problems: string[] = [];
    for (const path of LISTS) {
      await page.goto(path);
      const table = page.locator('[data-testid=tab-page]:visible .ant-table').first();
      await expect(table.locator('.ant-table-row').first()).toBeVisible();
      const heads = await headerBoxes(table);
      const actions = heads.find((h) => ACTIONS.test(h.text))!;
      expect(heads.at(-1), `${path}: the actions column is the last`).toBe(actions);
      expect(actions.fixed, `${path}: the actions column is not fixed`).toBeUndefined();
      const width = actions.right - actions.left;
      if (width > ACTION_LINKS_MAX_PX + EDGES_PX) problems.push(`${path}: actions column ${Math.round(width)} px`);
      // Every link inside its cell: wrapped, not spilling over the data or out of the table.
      const spills = await table.locator('.ant-table-row > :last-child').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          return [...cell.querySelectorAll('button')]
            .filter(
              (b) => b.getBoundingClientRect().left < box.left - 1 || b.getBoundingClientRect().right > box.right + 1,
            )
            .map((b) => b.textContent ?? '');
        }),
      );
      if (spills.length) problems.push(`${path}: links outside their cell: ${[...new Set(spills)].join(', ')}`);
      problems.push(...(await tableMisfits(page, path)));
      await scrollToEnd(page, table);
      // the end of the table in view: the actions column's links are reached
      await expect(table.locator('.ant-table-row').first().locator('> :last-child button').first()).toBeInViewport();
    }
    expect(problems).toEqual([]);
  });
}

// Report journeys: the day/month switch, the chart drawn in the theme's colours, the merchant report's fee. A game row
// equal to the orders its drill opens is the drill's filters (src/resources/report/game.test.tsx) under which the mock
// proves the sum (mocks/report/tests/orders.test.ts A1); the 31-day rule is game.test.tsx's.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { day, resourcePage, rows, search } from './game-helpers';

const rangeUrl = (start: string, end: string) =>
  `/report/game?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day` +
  `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${start}&filters[1][value][1]=${end}`;

/** The text of the cell under the header `title` in `row` (the header row and the body share column indexes). */
async function cellUnder(list: Locator, row: Locator, title: string): Promise<string> {
  const titles = await list.locator('.ant-table-thead th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await row.locator(':scope > td').nth(index).innerText()).trim();
}

async function openYesterday(page: Page) {
  await page.goto(rangeUrl(day(-1), day(-1)));
  const list = resourcePage(page, 'report.game');
  await expect(rows(list).first()).toBeVisible({ timeout: 30_000 });
  return list;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('switches to months and back; the chart draws in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shell.theme', JSON.stringify({ mode: 'dark' })));
  const list = await openYesterday(page);
  await list.getByText('按月', { exact: true }).click();
  await search(list);
  await expect(rows(list).first().locator('td').first()).toHaveText(/^\d{4}-\d{2}$/, { timeout: 30_000 });
  await list.getByText('按日', { exact: true }).click();
  await search(list);
  await expect(rows(list).first().locator('td').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/, { timeout: 30_000 });

  const canvas = list.getByTestId('chart-trend');
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
        let drawn = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn++;
        return drawn;
      }),
    )
    .toBeGreaterThan(500);
  // antd's dark text colour, not the light theme's near-black
  await expect(canvas.locator('..')).toHaveAttribute('data-text', /rgba\(255,\s*255,\s*255/);
});

test('the merchant report by day shows no fee and says fees are monthly; its link opens the month with the fee', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 金龙娱乐 (101) in CNY over last month: a revenue-share fee nets the month's loss days, so only the month has one.
  const first = new Date(Date.now() + 8 * 3_600_000);
  const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 0)).toISOString().slice(0, 10);
  await page.goto(
    `/report/merchant?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day` +
      `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${month}-01&filters[1][value][1]=${last}` +
      `&filters[2][field]=merchantId&filters[2][operator]=eq&filters[2][value]=101` +
      `&filters[3][field]=currencyCode&filters[3][operator]=eq&filters[3][value]=CNY`,
  );
  const list = resourcePage(page, 'report.merchant');
  await expect(rows(list).first()).toBeVisible({ timeout: 60_000 });
  const headers = list.locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: '费率 (%)' })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^费用/ })).toHaveCount(0);
  const note = list.getByTestId('merchant-fee-note');
  await expect(note).toContainText('费用按月结算');
  await note.getByRole('button', { name: '按月查看费用' }).click();
  const monthRow = rows(list).first();
  await expect(monthRow.locator('td').first()).toHaveText(month, { timeout: 60_000 });
  await expect(rows(list)).toHaveCount(1);
  await expect(note).toBeHidden();
  const fee = await cellUnder(list, monthRow, '费用 (CNY)');
  expect(fee).toMatch(/^\d[\d,]*\.\d{2}$/);
  // The total row is the month row's fee, once (not a sum of day fees).
  expect(await cellUnder(list, list.getByTestId('summary-row'), '费用 (CNY)')).toBe(fee);
});

// A CSV export of 10,000+ bet orders (yesterday and today) goes through the export's Web Worker, and the file holds
// every row of the list's answers in their order, each cell as the kit writes it, in the table's column order.
import { readFile } from 'node:fs/promises';
import { expect, test, type Response } from './support/test';
import type { GameBetOrder } from '@/api/game';
import { login } from './support/login';
import { day, headers, pickRange, resourcePage, rows, search } from './game-helpers';

const LIST = '/api/game/betOrder/list';
// The declared columns the file holds by default (merchant team and update time are hidden), the parent order id
// right after the order id.
const KEYS = [
  'id',
  'pid',
  'playerId',
  'gameName',
  'currencyCode',
  'betAmount',
  'boundsAmount',
  'winAmount',
  'clearCount',
  'clearCountFree',
  'prizePoolAmount',
  'prizePoolWinAmount',
  'status',
  'betTime',
  'balanceTime',
] as const;
const AMOUNTS = new Set(['betAmount', 'boundsAmount', 'winAmount', 'prizePoolAmount', 'prizePoolWinAmount']);

test('exports 10,000+ bet orders through the worker: every row, in the table column order', async ({ page }) => {
  test.setTimeout(600_000);
  const shared = JSON.parse(
    await readFile(new URL('../../public/locales/zh-CN/shared.json', import.meta.url), 'utf8'),
  ) as {
    enums: { betOrderStatus: Record<string, string> };
  };
  await login(page, 'admin');
  await page.goto('/game/betOrder');
  const list = resourcePage(page, 'game.betOrder');
  await expect(rows(list).first()).toBeVisible();
  await pickRange(page, list, day(-1), day(0));
  const filtered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === LIST && (url.searchParams.get('date') ?? '').startsWith(day(-1));
  });
  await search(list);
  const total = ((await (await filtered).json()) as { result: { total: number } }).result.total;
  expect(total).toBeGreaterThanOrEqual(10_000);
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(`共 ${total} 条`);
  const visible = (await headers(list).allTextContents()).filter((h) => h && h !== '操作');

  // The export's answers, by page number (the export asks 200 at a time).
  const answers = new Map<number, Promise<GameBetOrder[]>>();
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== LIST || url.searchParams.get('pageSize') !== '200') return;
    const body = response.json() as Promise<{ result: { list: GameBetOrder[] } }>;
    answers.set(
      Number(url.searchParams.get('current')),
      body.then((b) => b.result.list),
    );
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  const download = page.waitForEvent('download', { timeout: 540_000 });
  await list.getByTestId('csv-export').click();
  const file = await download;
  expect(workers.some((url) => /csv-worker/.test(url))).toBe(true);

  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe([visible[0], '父单号', ...visible.slice(1)].join(','));
  expect(lines).toHaveLength(total + 1);

  const pages = [...answers.keys()].sort((a, b) => a - b);
  expect(pages).toEqual(Array.from({ length: Math.ceil(total / 200) }, (_, i) => i + 1));
  const expected = (await Promise.all(pages.map((n) => answers.get(n)!))).flat();
  expect(expected).toHaveLength(total);
  const status = shared.enums.betOrderStatus;
  const mismatches: string[] = [];
  expected.forEach((order, i) => {
    // No generated text holds a comma, quote or line break, so a plain split gives the fields.
    const fields = lines[i + 1]!.split(',');
    const wanted = KEYS.map((key) => {
      const value = order[key as keyof GameBetOrder];
      if (AMOUNTS.has(key)) return Number(value).toFixed(2);
      if (key === 'status') return status[String(value)];
      return String(value ?? '');
    });
    const same =
      fields.length === KEYS.length &&
      KEYS.every((key, c) =>
        AMOUNTS.has(key) ? Math.abs(Number(fields[c]) - Number(wanted[c])) < 0.006 : fields[c] === wanted[c],
      );
    if (!same && mismatches.length < 5) mismatches.push(`row ${i + 1}: ${lines[i + 1]} != ${wanted.join(',')}`);
  });
  expect(mismatches).toEqual([]);
});

// The game report against the real mock: rows with the server's summary in the total row, the day/month switch,
// the 31-day limit before any call, and the drill of a day row into the bet orders it sums (a new tab).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { consoleNow, formatAmount } from '@/lib/format';
import { getToken } from '@/lib/session-store';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { renderPage } from '@tests/support/page-harness';

const LIST = '/api/report/game/list';
const FIRST = { timeout: 60_000 };
const YESTERDAY = consoleNow().subtract(1, 'day').format('YYYY-MM-DD');
const rangeRoute = (start: string, end: string) =>
  `/report/game?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day` +
  `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${start}&filters[1][value][1]=${end}`;

const monthRoute = (month: string) =>
  `/report/game?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=month` +
  `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${month}-01&filters[1][value][1]=${month}-01`;
const escape = (text: string | null) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tabTexts = () => [...document.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent ?? '');

const answerOf = (url: URL) =>
  fetch(url.href, { headers: { Authorization: `Bearer ${getToken()}` } }).then((r) => r.json());
const statDates = (page: HTMLElement) =>
  [...page.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')!.textContent);

describe('game report', () => {
  it(
    'lists rows with the server summary in the total row; the switch sends period=month and shows months',
    { timeout: 120_000 },
    async () => {
      const calls = recordCalls(LIST);
      const app = await renderPage(rangeRoute(YESTERDAY, YESTERDAY));
      const page = await screen.findByTestId('resource-report.game', {}, FIRST);
      await waitFor(() => expect(statDates(page).length).toBeGreaterThan(0), FIRST);
      const tableCall = calls.find((u) => u.searchParams.get('pageSize') === '20')!;
      expect(Object.fromEntries(tableCall.searchParams)).toMatchObject({
        period: 'day',
        date: `${YESTERDAY},${YESTERDAY}`,
      });
      expect(statDates(page).every((d) => d === YESTERDAY)).toBe(true);
      const { result } = await answerOf(tableCall);
      const total = within(page).getByTestId('summary-row');
      expect(total).toHaveTextContent(formatAmount(result.summary.betAmountCny));
      expect(total).toHaveTextContent(formatAmount(result.summary.companyWinAmountCny));

      await app.user.click(within(page).getByText('按月'));
      await app.user.click(within(page).getByTestId('filter-search'));
      await waitFor(() => expect(calls.at(-1)!.searchParams.get('period')).toBe('month'));
      await waitFor(() => expect(statDates(page).length).toBeGreaterThan(0), FIRST);
      await waitFor(() => expect(statDates(page).every((d) => /^\d{4}-\d{2}$/.test(d ?? ''))).toBe(true));
    },
  );

  it('refuses a 40-day range with the kit message and sends nothing', { timeout: 180_000 }, async () => {
    const calls = recordCalls(LIST);
    await renderPage(rangeRoute('2026-01-01', '2026-02-09'));
    const page = await screen.findByTestId('resource-report.game', {}, FIRST);
    expect(await within(page).findByText('时间不能超过31天，查询未发送', {}, FIRST)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(0);
  });

  // The drills open new tabs, named in the tab bar: the whole app (tabs are the shell's).
  it(
    'a day row opens its bet orders in a new tab: that game, currency, success, settled that day',
    { timeout: 240_000 },
    async () => {
      const orders = recordCalls('/api/game/betOrder/list');
      const app = await renderApp({ as: 'admin', route: rangeRoute(YESTERDAY, YESTERDAY) });
      const page = await screen.findByTestId('resource-report.game', {}, FIRST);
      await waitFor(() => expect(statDates(page).length).toBeGreaterThan(0), FIRST);
      const row = page.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
      const [gameId, gameName, currency] = [
        row.children[1]!.textContent,
        row.children[2]!.textContent,
        row.children[3]!.textContent,
      ];
      await app.user.click(within(row).getByText('注单'));
      await waitFor(() => expect(app.location()).toMatch(/^\/game\/betOrder\?drill=/));
      await waitFor(() => expect(orders.length).toBeGreaterThan(0), FIRST);
      // Exactly the filters under which mocks/report/tests/orders.test.ts (A1) proves the row the sum of the list's
      // orders: es, that game and currency, status 1, the day by settlement time (no dateType: the list's default).
      expect(orders.at(-1)!.searchParams.has('dateType')).toBe(false);
      expect(Object.fromEntries(orders.at(-1)!.searchParams)).toMatchObject({
        dataType: 'es',
        gameId,
        currencyCode: currency,
        status: '1',
        date: `${YESTERDAY} 00:00:00,${YESTERDAY} 23:59:59`,
      });
      expect(tabTexts().some((t) => t.includes('游戏报表'))).toBe(true);
      // named after what it shows, not the codes of its address ("es 1017 USD 1 ...")
      await waitFor(() =>
        expect(tabTexts().find((t) => t.startsWith('注单列表'))).toContain(`${gameName} (${gameId})`),
      );
      const title = tabTexts().find((t) => t.startsWith('注单列表'))!;
      expect(title).toMatch(
        new RegExp(`^注单列表 · ${escape(gameName)} \\(${gameId}\\) · ${currency} .+ · 成功 · ${YESTERDAY}$`),
      );
      expect(document.title).toContain(title);
    },
  );

  it(
    "a month row opens its days in a tab named in the user's language, which follows a language switch",
    { timeout: 240_000 },
    async () => {
      const month = consoleNow().format('YYYY-MM');
      const app = await renderApp({ as: 'admin', route: monthRoute(month) });
      const page = await screen.findByTestId('resource-report.game', {}, FIRST);
      await waitFor(() => expect(statDates(page)[0]).toBe(month), FIRST);
      const row = page.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
      const [gameId, gameName] = [row.children[1]!.textContent, row.children[2]!.textContent];
      await app.user.click(within(row).getByText('按日查看'));
      await waitFor(() => expect(app.location()).toMatch(/^\/report\/game\?drill=/));
      const days = () => tabTexts().find((t) => t.startsWith('游戏报表 · '));
      await waitFor(() => expect(days()).toContain(`${gameName} (${gameId})`), FIRST);
      expect(days()).toMatch(new RegExp(` · 按日 · ${month}-01 ~ ${month}-\\d\\d$`));
      expect(days()).not.toMatch(/\bday\b/);

      await changeLanguage('en-US');
      await waitFor(() => expect(tabTexts().find((t) => t.startsWith('Game report · '))).toMatch(/ · By day · /));
    },
  );
});

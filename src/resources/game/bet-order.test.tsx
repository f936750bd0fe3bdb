import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { presetRange } from '@/components/inputs/date-range-picker';
import { formatAmount } from '@/lib/format';
import { getToken } from '@/lib/session-store';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD, orderIdIn } from '@tests/support/game-area';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';

const LIST = '/api/game/betOrder/list';
const fmt = (range: [{ format: (f: string) => string }, { format: (f: string) => string }]) =>
  range.map((d) => d.format('YYYY-MM-DD HH:mm:ss')).join(',');

async function openBetOrders(route = '/game/betOrder') {
  const app = await renderPage(route);
  const page = await screen.findByTestId('resource-game.betOrder', {}, FIRST_LOAD);
  await within(page).findAllByText('成功', {}, FIRST_LOAD);
  return { app, page };
}

async function pickPreset(app: Awaited<ReturnType<typeof openBetOrders>>['app'], page: HTMLElement, preset: string) {
  await app.user.click(within(page).getByPlaceholderText('开始时间'));
  await app.user.click(await screen.findByText(preset, { selector: '.ant-picker-presets li' }));
}

describe('bet order list', () => {
  it(
    'starts with today, shows the server total row, and sends game and date filters',
    { timeout: 120_000 },
    async () => {
      const calls = recordCalls(LIST);
      const { app, page } = await openBetOrders();
      expect(calls[0]?.searchParams.get('date')).toBe(fmt(presetRange('today')));
      expect(calls[0]?.searchParams.get('pageSize')).toBe('20');
      expect(calls[0]?.searchParams.get('dataType')).toBe('es');
      expect(within(page).getAllByTestId('summary-label')[0]).toHaveTextContent('合计');

      await app.user.click(within(page).getByLabelText('游戏'));
      await app.user.click(await screen.findByTitle('Fortune Ox (1004)'));
      await pickPreset(app, page, '昨天');
      const before = calls.length;
      await app.user.click(within(page).getByTestId('filter-search'));
      await waitFor(() => expect(calls.length).toBeGreaterThan(before));
      const last = calls.at(-1)!.searchParams;
      expect(last.get('gameId')).toBe('1004');
      expect(last.get('date')).toBe(fmt(presetRange('yesterday')));
      expect(last.get('current')).toBe('1');
      // The rows are the answer to that search: the game's orders only.
      const rowsNow = () => [...page.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
      await waitFor(() => {
        expect(rowsNow().length).toBeGreaterThan(0);
        for (const row of rowsNow()) expect(row).toHaveTextContent('Fortune Ox');
      });
    },
  );

  it(
    'never adds currencies: a mixed list totals one currency at a time (CNY first), each the server sum of that currency',
    { timeout: 120_000 },
    async () => {
      const calls = recordCalls(LIST);
      const { page } = await openBetOrders();
      const answer = await fetch(calls[0]!.href, { headers: { Authorization: `Bearer ${getToken()}` } }).then((r) =>
        r.json(),
      );
      const byCurrency = answer.result.summary.byCurrency as { currencyCode: string; betAmount: number }[];
      // The day's orders come in several currencies; the server sends no sum across them, and the page shows none.
      expect(byCurrency.length).toBeGreaterThan(1);
      expect(answer.result.summary.betAmount).toBeUndefined();
      const row = within(page).getByTestId('summary-row');
      expect(row.dataset.currencies).toBe(byCurrency.map((c) => c.currencyCode).join(','));
      // CNY, the platform currency, first, wherever the server lists it (BRL sorts before it)
      const cny = byCurrency.find((c) => c.currencyCode === 'CNY')!;
      expect(byCurrency[0]!.currencyCode).not.toBe('CNY');
      expect(row.dataset.currency).toBe('CNY');
      expect(row).toHaveTextContent(formatAmount(cny.betAmount));
      const last = byCurrency.at(-1)!;
      // Another currency's totals, picked in the label cell (pointer checks off: they are slow over antd in jsdom).
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      await user.click(within(row).getByRole('combobox', { name: '合计的币种' }));
      const options = await screen.findAllByTitle(last.currencyCode);
      await user.click(options.find((el) => el.classList.contains('ant-select-item-option'))!);
      await waitFor(() => expect(row.dataset.currency).toBe(last.currencyCode));
      expect(row).toHaveTextContent(formatAmount(last.betAmount));
    },
  );

  it('blocks a range over 7 days with the tooltip and sends nothing', { timeout: 180_000 }, async () => {
    const calls = recordCalls(LIST);
    const { app, page } = await openBetOrders();
    // Picking by hand stops at 7 days: the panel says so.
    await app.user.click(within(page).getByPlaceholderText('开始时间'));
    expect(await screen.findByText('时间不能超过7天', { selector: '.ant-picker-footer-extra' })).toBeInTheDocument();
    // A longer preset gets in, shows the tooltip, and searching sends nothing.
    await app.user.click(await screen.findByText('最近 30 天', { selector: '.ant-picker-presets li' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('时间不能超过7天');
    const before = calls.length;
    await app.user.click(within(page).getByTestId('filter-search'));
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.length).toBe(before);
  });

  it('a range over 7 days in the address is not queried either', { timeout: 180_000 }, async () => {
    const calls = recordCalls(LIST);
    const range = encodeURIComponent('2026-01-01 00:00:00');
    const end = encodeURIComponent('2026-01-20 23:59:59');
    await renderPage(
      `/game/betOrder?filters[0][field]=date&filters[0][operator]=between&filters[0][value][0]=${range}&filters[0][value][1]=${end}`,
    );
    const page = await screen.findByTestId('resource-game.betOrder', {}, FIRST_LOAD);
    expect(await within(page).findByText('时间不能超过7天，查询未发送')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(0);
  });

  it('opens the order detail in a modal frame from the order id', { timeout: 180_000 }, async () => {
    const { app, page } = await openBetOrders();
    const id = orderIdIn(page.querySelector('.ant-table-tbody tr.ant-table-row')!);
    await app.user.click(within(page).getByText(id));
    const dialog = await dialogTitled(`注单详情 ${id}`);
    const frame = await within(dialog).findByTestId('url-frame');
    expect(frame.getAttribute('src')).toContain(`/api/game/betOrder/view?id=${id}`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('stops loading and shows the error when the list call fails', { timeout: 180_000 }, async () => {
    mockServer.use(mswHttp.get(`*${LIST}`, () => HttpResponse.json({ state: 0, msg: '数据库繁忙', result: null })));
    await renderPage('/game/betOrder');
    const page = await screen.findByTestId('resource-game.betOrder', {}, FIRST_LOAD);
    const alert = await within(page).findByTestId('table-error', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('数据库繁忙');
    expect((await screen.findAllByText('错误提示')).length).toBeGreaterThan(0);
    expect(page.querySelector('.ant-table .ant-spin-spinning')).toBeNull();
  });
});

// The combine totals against the real mock: yesterday's rows with the server's summary in the total row, and the
// shared period switch sending period=month and showing month rows.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleNow, formatAmount } from '@/lib/format';
import { getToken } from '@/lib/session-store';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';

const LIST = '/api/control/combineReportTotal/list';
const YESTERDAY = consoleNow().subtract(1, 'day').format('YYYY-MM-DD');
const route =
  `/control/combineReportTotal?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day` +
  `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${YESTERDAY}&filters[1][value][1]=${YESTERDAY}`;
const answerOf = (url: URL) =>
  fetch(url.href, { headers: { Authorization: `Bearer ${getToken()}` } }).then((r) => r.json());
const statDates = (page: HTMLElement) =>
  [...page.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')!.textContent);

describe('combine totals', () => {
  it('lists a day with the server summary, then months through the period switch', { timeout: 180_000 }, async () => {
    const calls = recordCalls(LIST);
    const app = await renderPage(route);
    const page = await screen.findByTestId('resource-control.combineReportTotal', {}, FIRST_LOAD);
    await waitFor(() => expect(statDates(page).length).toBeGreaterThan(0), FIRST_LOAD);
    expect(statDates(page).every((d) => d === YESTERDAY)).toBe(true);
    const { result } = await answerOf(calls.at(-1)!);
    const total = within(page).getByTestId('summary-row');
    expect(total).toHaveTextContent(formatAmount(result.summary.betAmountCny));
    expect(total).toHaveTextContent(result.summary.hitCount.toLocaleString('en-US'));

    await app.user.click(within(page).getByText('按月'));
    await app.user.click(within(page).getByTestId('filter-search'));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('period')).toBe('month'));
    await waitFor(() => {
      const months = statDates(page);
      expect(months.length > 0 && months.every((d) => /^\d{4}-\d{2}$/.test(d ?? ''))).toBe(true);
    }, FIRST_LOAD);
  });
});

// The other four reports against the real mock: rows of the range, the server's summary in the total row, the
// row's drill offered, and a trend card that says why one day has no trend.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleNow } from '@/lib/format';
import { renderPage } from '@tests/support/page-harness';

const FIRST = { timeout: 60_000 };

const PAGES = [
  { name: 'merchant', drill: '玩家' },
  { name: 'player', drill: '玩家详情' },
  { name: 'balance', drill: '玩家' },
  { name: 'currency', drill: '游戏报表' },
];

describe('reports', () => {
  for (const { name, drill } of PAGES) {
    it(`${name}: rows of the day, the summary row and the drill "${drill}"`, { timeout: 180_000 }, async () => {
      const day = consoleNow().subtract(1, 'day').format('YYYY-MM-DD');
      await renderPage(
        `/report/${name}?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day` +
          `&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${day}&filters[1][value][1]=${day}`,
      );
      const page = await screen.findByTestId(`resource-report.${name}`, {}, FIRST);
      await waitFor(
        () => expect(page.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
        FIRST,
      );
      const first = page.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
      expect(first.querySelector('td')).toHaveTextContent(day);
      expect(within(page).getByTestId('summary-label')).toHaveTextContent('合计');
      expect(within(first).getByText(drill, { exact: true })).toBeInTheDocument();
      // one day: no one-dot trend, but why there is none
      expect(await within(page).findByTestId('chart-trend-one-date', {}, FIRST)).toHaveTextContent(`（${day}）`);
      if (name === 'merchant') {
        // A fee exists per month only (reports.md 3.4): the day view neither shows nor offers the fee columns.
        fireEvent.click(within(page).getByTestId('column-settings-button'));
        const settings = await screen.findByTestId('column-settings');
        expect(within(settings).getByText('商户 ID')).toBeInTheDocument();
        expect(within(settings).queryByText('费用')).toBeNull();
        expect(within(settings).queryByText('费用 (CNY)')).toBeNull();
      }
    });
  }
});

// The memory report against the real mock: every pool's counters with the chart of one game, the auto-refresh state
// said in a polite status line (held while the pointer is on the table, off with the toggle), and the reset of
// every game after the contract's confirm text.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';
import { press } from '@tests/support/kit-form';

const grid = (page: HTMLElement) => page.querySelector<HTMLElement>('[data-row-count]')!;

describe('combine memory report', () => {
  it(
    'shows the counters and chart, says when it refreshes or pauses, and resets after the confirm',
    { timeout: 120_000 },
    async () => {
      const resets = recordBodies('/api/control/combineReportMemory/reset');
      const app = await renderPage('/control/combineReportMemory');
      const page = await screen.findByTestId('resource-control.combineReportMemory', {}, FIRST_LOAD);
      // Every pool of every game: over 100 rows, so the rows are virtual (the grid says how many it holds).
      await waitFor(() => expect(Number(grid(page).dataset.rowCount)).toBeGreaterThan(6), FIRST_LOAD);
      expect(within(page).getByTestId('memory-window')).toHaveTextContent(
        /统计起点 \d{4}-\d\d-\d\d 00:00:00 · 节点 game-\d/,
      );
      expect(within(page).getByTestId('memory-chart')).toHaveTextContent('命中率与期望命中率');

      const state = within(page).getByRole('status');
      expect(state).toHaveTextContent('每 5 秒自动刷新');
      await app.user.hover(grid(page));
      await waitFor(() => expect(state).toHaveTextContent('已暂停（阅读中）'));
      await app.user.unhover(grid(page));
      await waitFor(() => expect(state).toHaveTextContent('每 5 秒自动刷新'));
      // A keyboard reader holds it too: focus inside the table.
      act(() => grid(page).querySelector<HTMLElement>('[tabindex="0"]')!.focus());
      await waitFor(() => expect(state).toHaveTextContent('已暂停（阅读中）'));
      await app.user.click(within(page).getByTestId('auto-refresh'));
      await waitFor(() => expect(within(page).getByRole('status')).toHaveTextContent(/^已暂停$/));

      await press(app.user, page, '清空内存统计');
      const question = (await screen.findByText('清空内存统计后无法恢复，确定清空？')).closest<HTMLElement>(
        '.ant-popover',
      )!;
      await press(app.user, question, '确定');
      await waitFor(() => expect(resets).toEqual([{}]));
      await waitFor(() => expect(within(page).getByTestId('memory-window')).not.toHaveTextContent('00:00:00 ·'));
    },
  );
});

// The export drawer through the whole app against the mock: badge, list, delete flow. A running task's disabled
// download and delete are tests/e2e/shell-export.spec.ts's (with a finished one's download).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';

const SLOW = 60_000;
// Clicks use fireEvent: user-event's pointer-events checks (getComputedStyle up the tree) are slow in jsdom with
// antd's style sheets.

async function openDrawer(as: 'admin' | 'merchant' = 'admin') {
  const app = await renderApp({ as });
  await screen.findByTestId('home-greeting', {}, { timeout: 20_000 });
  // The mock seeds two finished tasks nobody has seen yet.
  await waitFor(() => expect(screen.getByTestId('export-badge')).toHaveTextContent('2'));
  fireEvent.click(screen.getByTestId('export-button'));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findAllByRole('row', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(drawer).getAllByRole('row').length).toBeGreaterThan(20));
  return { app, drawer };
}

const rowOf = (drawer: HTMLElement, status: 1 | 2) =>
  drawer.querySelector<HTMLElement>(`tr.export-task-status-${status}`)!;

describe('export drawer', () => {
  it(
    'lists tasks 20 a page, and the badge clears once they are seen',
    async () => {
      const { drawer } = await openDrawer();
      expect(
        within(drawer)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['ID', '文件名', '状态', '操作']);
      expect(drawer.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(20);
      expect(within(drawer).getByTitle('2')).toBeInTheDocument(); // 25 tasks: two pages
      await waitFor(() => expect(screen.getByTestId('export-badge')).not.toHaveTextContent('2'));
    },
    SLOW,
  );

  it(
    "the merchant's drawer offers only exports of its own pages: no report, no bet orders",
    async () => {
      const { drawer } = await openDrawer('merchant');
      const names = [...drawer.querySelectorAll('[data-testid="export-file-name"]')].map((n) => n.textContent ?? '');
      expect(names).toHaveLength(20);
      expect(names.filter((name) => /^(report-|bet-orders)/.test(name))).toEqual([]);
    },
    SLOW,
  );

  it(
    'delete asks first, then 操作成功 and the list reloads without the task',
    async () => {
      const { drawer } = await openDrawer();
      const finished = rowOf(drawer, 2);
      const id = finished.getAttribute('data-row-key')!;
      fireEvent.click(within(finished).getByRole('button', { name: /删除/ }));
      const confirm = (await screen.findByText(/确定删除导出任务/)).closest<HTMLElement>('.ant-popover')!;
      expect(drawer.querySelector(`tr[data-row-key="${id}"]`)).not.toBeNull();
      fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
      expect(await screen.findByText('操作成功')).toBeInTheDocument();
      await waitFor(() => expect(drawer.querySelector(`tr[data-row-key="${id}"]`)).toBeNull());
    },
    SLOW,
  );
});

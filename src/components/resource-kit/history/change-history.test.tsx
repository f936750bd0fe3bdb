// A record's change history (operations.md 7.2) on the pages: the declaration's `history` gives the player and merchant
// lists a row action that opens a titled drawer listing the record's changes, newest first and paged, from before the
// operation log's 7 days, each with who, when, what and a before/after table with headings.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appendOperationLog } from '@mocks/domain/staff/operation-log';
import { call } from '@mocks/tests/client';
import { getToken } from '@/lib/session-store';
import { recordCalls } from '@tests/record-calls';
import { approvedBalanceRow } from '@tests/support/approved-log-row';
import { drawerTitled } from '@tests/support/drawer';
import { FIRST_LOAD, SLOW, renderAt } from '@tests/support/player-area';

const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';
const rowsOf = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(':scope .ant-table-tbody tr.ant-table-row')];
const headersOf = (table: HTMLElement) => [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');

/** The history drawer's outer rows (each holds its own change table). */
const historyRows = (drawer: HTMLElement) =>
  rowsOf(drawer).filter((r) => !r.parentElement?.closest('[data-testid="change-table"]'));

describe('change history', () => {
  it(
    "opens a player's changes in a titled drawer, newest first, older than the log's 7 days, with a change table",
    async () => {
      const calls = recordCalls('/api/system/operationLog/history');
      appendOperationLog(approvedBalanceRow(880001, 10000, 70000));
      const app = await renderAt(ONLY_880001);
      const page = await screen.findByTestId('resource-player.page', {}, FIRST_LOAD);
      const id = await within(page).findByText('880001', { selector: 'button span' }, FIRST_LOAD);
      const row = id.closest('tr') as HTMLElement;
      await app.user.click(within(row).getByText('变更历史', { selector: 'button span' }));
      const drawer = await drawerTitled('变更历史', 30_000);
      await waitFor(() => expect(historyRows(drawer).length).toBeGreaterThanOrEqual(3), { timeout: 30_000 });
      const query = calls.at(-1)!.searchParams;
      expect([query.get('targetType'), query.get('targetId')]).toEqual(['player', '880001']);

      const outer = drawer.querySelector('.ant-table') as HTMLElement;
      expect(headersOf(outer)).toEqual(
        expect.arrayContaining(['时间', '操作人', '模块', '操作', '变更内容', '审批编号']),
      );
      const times = historyRows(drawer).map((r) => r.querySelector('td')?.textContent ?? '');
      expect(times).toEqual([...times].sort().reverse());
      // the newest: applied by an approval, which the row names with its checker
      expect(historyRows(drawer)[0]!.textContent).toMatch(/ops.*7checker/);
      const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
      expect(times.some((t) => t.slice(0, 10) < weekAgo)).toBe(true);

      // who, what (the page's title and the verb in words) and the before/after table of each change
      const balance = historyRows(drawer).find((r) => r.textContent?.includes('950010000'))!;
      expect(balance.textContent).toContain('admin');
      const changes = within(balance).getByTestId('change-table');
      expect(headersOf(changes)).toEqual(['字段', '变更前', '变更后']);
      expect(rowsOf(changes).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
        ['钱包余额', '9500', '10000'], // the field as the player pages label it
      ]);
    },
    SLOW,
  );

  it(
    "lists a merchant's changes, its secret key only as ******, and a change made now first",
    async () => {
      const app = await renderAt('/merchant/index');
      const page = await screen.findByTestId('resource-merchant.index', {}, FIRST_LOAD);
      await within(page).findByText('金龙娱乐', {}, FIRST_LOAD);
      await call('/api/merchant/index/changeStatus', { token: getToken()!, body: { id: 101, status: 0 } });
      const row = within(page).getByText('金龙娱乐').closest('tr') as HTMLElement;
      await app.user.click(within(row).getByText('变更历史', { selector: 'button span' }));
      const drawer = await drawerTitled('变更历史', 30_000);
      await waitFor(() => expect(historyRows(drawer).length).toBeGreaterThanOrEqual(4), { timeout: 30_000 });
      const first = historyRows(drawer)[0]!;
      expect(first.textContent).toContain('停用');
      const cells = rowsOf(within(first).getByTestId('change-table')).map((r) => r.textContent);
      expect(cells).toEqual(['状态10']); // fields read as the page labels them
      const reset = historyRows(drawer).find((r) => r.textContent?.includes('重置密钥'))!;
      expect(within(reset).getByTestId('change-table').textContent).toContain('商户密钥************');
    },
    SLOW,
  );
});

// The operation log's detail (operations.md 7.2): the record a call changed and its changed fields as a before/after
// table with headings (a create's before as a dash), the approval behind the change, then the parameters.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appendOperationLog } from '@mocks/domain/staff/operation-log';
import { call } from '@mocks/tests/client';
import { getToken } from '@/lib/session-store';
import { changeLanguage } from '@/i18n/i18n';
import { signIn } from '@tests/render';
import { approvedBalanceRow } from '@tests/support/approved-log-row';
import { FIRST_LOAD } from '@tests/support/game-area';
import { renderPage } from '@tests/support/page-harness';

const cellsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) =>
    [...r.querySelectorAll('td')].map((td) => td.textContent),
  );
const headersOf = (table: HTMLElement) => [...table.querySelectorAll('thead th')].map((th) => th.textContent);

describe('operation log detail', () => {
  it('shows the record, a before/after table, then the parameters', { timeout: 120_000 }, async () => {
    await signIn('admin');
    const saved = await call<{ id: number }>('/api/system/config/save', {
      token: getToken()!,
      body: { key: 'detail.test', value: 'on', valueType: 'string', name: '明细', remark: '' },
    });
    expect(saved.state, saved.msg).toBe(1);
    const [row] = (await call<{ list: { id: number }[] }>('/api/system/operationLog/list', { token: getToken()! }))
      .result.list;
    const app = await renderPage('/system/operationLog');
    const page = await screen.findByTestId('resource-system.operationLog', {}, FIRST_LOAD);
    // The row's id is a button; a small id (3) is also the text of number cells (a cost of 3 ms).
    await app.user.click(await within(page).findByRole('button', { name: String(row!.id) }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`参数配置 ${saved.result.id}`)).toBeInTheDocument();
    const table = within(dialog).getByTestId('change-table');
    expect(headersOf(table)).toEqual(['字段', '变更前', '变更后']);
    expect(cellsOf(table)).toContainEqual(['参数值', '--', 'on']); // the field as the config page labels it
    expect(within(dialog).getByTestId('op-log-params').textContent).toContain('"detail.test"');
  });

  it(
    'names the approval and the checker of a change an approval applied, in English too',
    { timeout: 120_000 },
    async () => {
      appendOperationLog(approvedBalanceRow(880002, 10, 60010));
      await changeLanguage('en-US');
      const app = await renderPage('/system/operationLog');
      const page = await screen.findByTestId('resource-system.operationLog', {}, FIRST_LOAD);
      await waitFor(() => expect(within(page).getAllByText('ops').length).toBeGreaterThan(0), FIRST_LOAD);
      const opsRow = within(page).getAllByText('ops')[0]!.closest('tr') as HTMLElement;
      await app.user.click(opsRow.querySelector('td button')!);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Player 880002')).toBeInTheDocument();
      expect(within(dialog).getByText('#7 checker')).toBeInTheDocument();
      expect(headersOf(within(dialog).getByTestId('change-table'))).toEqual(['Field', 'Before', 'After']);
    },
  );
});

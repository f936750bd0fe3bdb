// 风控注单 against the mock: two rows picked from the keyboard (each checkbox names its round), reviewed as abnormal
// in one call with the remark, after the contract's confirm; both then show the reviewer; the total row is the
// server's summary.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled, fillForm, press, questionAsked } from '@tests/support/kit-form';
import { formatAmount } from '@/lib/format';
import type { ListResult } from '@/api/common';
import type { RiskBetRow, RiskBetSummary } from '@/api/control-risk';

const FIRST_LOAD = { timeout: 60_000 };

describe('control.bet page', () => {
  it(
    'reviews two rows picked by keyboard as abnormal with a remark and shows the reviewer',
    { timeout: 120_000 },
    async () => {
      const server = await call<ListResult<RiskBetRow> & { summary: RiskBetSummary }>('/api/control/bet/list', {
        token: await login(),
        query: { pageSize: 20 },
      });
      const reviews = recordBodies('/api/control/bet/review');
      const app = await renderPage('/control/bet');
      const page = await screen.findByTestId('resource-control.bet', {}, FIRST_LOAD);
      const summary = await within(page).findByTestId('summary-row', {}, FIRST_LOAD);
      expect(summary).toHaveTextContent(formatAmount(server.result.summary.betAmountCny));
      expect(summary).toHaveTextContent(formatAmount(server.result.summary.boundsAmountCny));

      const [first, second] = server.result.list as [RiskBetRow, RiskBetRow];
      for (const row of [first, second]) {
        const box = within(page).getByRole('checkbox', { name: `选择 ${row.id}` });
        box.focus();
        await app.user.keyboard(' ');
        expect(box).toBeChecked();
      }
      const mark = within(page).getByRole('button', { name: '标记异常' });
      mark.focus();
      await app.user.keyboard('{Enter}');
      const dialog = await dialogTitled('标记异常');
      await fillForm(app.user, dialog, { 审核备注: '疑似刷奖' });
      await press(app.user, dialog, '标记为异常');
      await press(app.user, await questionAsked('确定将选中的 2 笔注单标记为异常？'), '标记为异常');
      await waitFor(() =>
        expect(reviews).toEqual([{ ids: [first.id, second.id], remark: '疑似刷奖', reviewStatus: 2 }]),
      );

      for (const row of [first, second]) {
        await waitFor(() => {
          const tr = within(page)
            .getByRole('checkbox', { name: `选择 ${row.id}` })
            .closest('tr') as HTMLElement;
          expect(within(tr).getByText('admin')).toBeInTheDocument();
          expect(within(tr).getByText('异常')).toBeInTheDocument();
        }, FIRST_LOAD);
      }
    },
  );
});

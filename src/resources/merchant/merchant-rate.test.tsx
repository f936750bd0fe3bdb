// 商户费率 against the mock: the terms in force beside the pending ones, new terms from the terms in force with the
// month they start and the fee worked on last month (following type and rate), the type's bound as a field message,
// and the history drawer.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededTerms } from '@mocks/domain/org/rate-terms';
import { call, login } from '@mocks/tests/client';
import { expectFieldMessage } from '@tests/field-message';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { press, questionAsked } from '@tests/support/kit-form';
import { lastMonth } from '@/lib/months';
import { termsStartMonth } from '@/resources/merchant/rate-fee';
import { formatAmount } from '@/lib/format';
import type { ListResult } from '@/api/common';
import type { MerchantReportRow } from '@/api/report';

const FIRST_LOAD = { timeout: 60_000 };

async function lastMonthRow(): Promise<MerchantReportRow> {
  const { first, last } = lastMonth();
  const res = await call<ListResult<MerchantReportRow>>('/api/report/merchant/list', {
    token: await login(),
    query: { period: 'month', date: `${first} 00:00:00,${last} 23:59:59`, merchantId: 101 },
  });
  return res.result.list[0]!;
}

describe('merchant.rate page', () => {
  it(
    'sets new terms from the terms in force, works the fee on last month, lists them as pending; again replaces them',
    { timeout: 120_000 },
    async () => {
      const seed = seededTerms()[0]!;
      const report = await lastMonthRow();
      const saves = recordBodies('/api/merchant/rate/save');
      const app = await renderPage('/merchant/rate');
      const page = await screen.findByTestId('resource-merchant.rate', {}, FIRST_LOAD);
      const rowOf = async () =>
        (await within(page).findByText('金龙娱乐', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
      let row = await rowOf();
      expect(within(row).getByText('收入分成')).toBeInTheDocument();
      expect(within(row).getByText(`${formatAmount(seed.rate)}%`)).toBeInTheDocument();
      expect(within(row).getByText('2025-01 起')).toBeInTheDocument();

      await app.user.click(within(row).getByRole('button', { name: '设置新费率' }));
      const dialog = (await screen.findByText('设置新费率：金龙娱乐', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      const next = termsStartMonth();
      const rate = within(dialog).getByLabelText('费率 (%)');
      await waitFor(() => expect(rate).toHaveValue(String(seed.rate)));
      expect(within(dialog).getByRole('radio', { name: '收入分成' })).toBeChecked();

      // Revenue share on last month's company win, at the rate in force.
      const { month } = lastMonth();
      const win = report.companyWinAmount;
      const example = within(dialog).getByTestId('fee-example');
      const fee1 = formatAmount(Math.round(Math.max(0, win) * seed.rate) / 100);
      const line1 =
        win > 0
          ? `上月（${month}）公司输赢 ${formatAmount(win)} CNY × ${formatAmount(seed.rate)}% = ${fee1} CNY`
          : `上月（${month}）公司输赢 ${formatAmount(win)} CNY，不大于 0，费用为 0.00 CNY`;
      expect(await within(example).findByText(line1, {}, FIRST_LOAD)).toBeInTheDocument();

      // Turnover share: the bound is 10 (a field message, the value kept), and the example follows to the bets.
      await app.user.click(within(dialog).getByRole('radio', { name: '投注额分成' }));
      await app.user.clear(rate);
      await app.user.type(rate, '10.5');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await expectFieldMessage(dialog, '投注额分成的费率不能大于 10', FIRST_LOAD);
      expect(rate).toHaveValue('10.5');
      expect(saves).toHaveLength(0);
      await app.user.clear(rate);
      await app.user.type(rate, '0.8');
      const fee2 = formatAmount(Math.round(report.betAmount * 0.8) / 100);
      expect(
        await within(example).findByText(
          `上月（${month}）投注金额 ${formatAmount(report.betAmount)} CNY × 0.80% = ${fee2} CNY`,
        ),
      ).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      // Asked after OK, naming the month the terms start; nothing is sent before the answer.
      const question = await questionAsked(`新费率将于 ${next} 起生效，确定？`);
      expect(saves).toHaveLength(0);
      await press(app.user, question, '确定');
      await waitFor(() =>
        expect(saves).toEqual([{ merchantId: 101, gameType: 1, nextCooperationType: 2, nextRate: 0.8, remark: '' }]),
      );

      // The pending terms beside the terms in force.
      await waitFor(
        async () => expect(within(await rowOf()).getByText(`${next} 起生效`)).toBeInTheDocument(),
        FIRST_LOAD,
      );
      row = await rowOf();
      expect(within(row).getByText('投注额分成')).toBeInTheDocument();
      expect(within(row).getByText('0.80%')).toBeInTheDocument();
      expect(within(row).getByText('收入分成')).toBeInTheDocument();

      // Again: it starts from the pending terms it would replace, and the question says it replaces them.
      await app.user.click(within(row).getByRole('button', { name: '设置新费率' }));
      const again = (await screen.findByText('设置新费率：金龙娱乐', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      const rate2 = within(again).getByLabelText('费率 (%)');
      await waitFor(() => expect(rate2).toHaveValue('0.8'));
      expect(within(again).getByRole('radio', { name: '投注额分成' })).toBeChecked();
      await app.user.clear(rate2);
      await app.user.type(rate2, '0.5');
      await app.user.click(within(again).getByRole('button', { name: /确\s*定/ }));
      const replace = await questionAsked(
        `已有待生效的新费率（0.80%，${next} 起生效），保存将替换它；新费率将于 ${next} 起生效，确定？`,
      );
      await press(app.user, replace, '确定');
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1]).toMatchObject({ nextCooperationType: 2, nextRate: 0.5 });
      await waitFor(async () => expect(within(await rowOf()).getByText('0.50%')).toBeInTheDocument(), FIRST_LOAD);
      row = await rowOf();

      // Every term in the drawer, newest month first.
      await app.user.click(within(row).getByRole('button', { name: '费率历史' }));
      const drawer = await screen.findByTestId('sub-list-history', {}, FIRST_LOAD);
      const months = await within(drawer).findAllByText(/^\d{4}-\d{2}$/, {}, FIRST_LOAD);
      expect(months.map((m) => m.textContent)).toEqual([next, '2025-01']);
    },
  );
});

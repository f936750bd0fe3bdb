import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { expectFieldMessage } from '@tests/field-message';
import { chooseOption } from '@tests/support/select-option';
import { saveRate, today } from '@mocks/domain/rates/currency-rate';

const FIRST_LOAD = { timeout: 60_000 };
const SAVE = { name: /保\s*存/ };

async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

describe('currency pages', () => {
  // The browser journey covers a default bet outside the levels; here the precision follows the currency (VND: 0).
  it('stops an amount finer than the currency allows in the form', { timeout: 180_000 }, async () => {
    const saves = recordCalls('/api/system/currencyConfig/save');
    const app = await renderPage('/system/currencyConfig');
    const page = await screen.findByTestId('resource-system.currencyConfig', {}, FIRST_LOAD);
    const vnd = (await within(page).findByText('VND', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
    await app.user.click(within(vnd).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await dialogTitled('编辑币种配置');
    const maxWin = within(dialog).getByLabelText('单局最高赢取');
    await app.user.clear(maxWin);
    await app.user.type(maxWin, '5000000000.5');
    await app.user.click(within(dialog).getByRole('button', SAVE));
    await expectFieldMessage(dialog, '小数位不能超过该币种的精度', FIRST_LOAD);
    expect(saves).toHaveLength(0);
  });

  it(
    'lists every rate, the history included, with rates written out; a rate of -5 is said in the field, not clamped; ' +
      'a new rate for today goes on top and the old rows stay',
    { timeout: 120_000 },
    async () => {
      saveRate(
        { currencyCode: 'THB', rate: 1e-8, effectiveDate: '2025-06-01', remark: '' },
        'admin',
        '2025-06-01 00:00:00',
      );
      const saves = recordCalls('/api/system/currencyRate/save');
      const app = await renderPage('/system/currencyRate');
      const page = await screen.findByTestId('resource-system.currencyRate', {}, FIRST_LOAD);
      await within(page).findAllByText('BRL', {}, FIRST_LOAD);
      const usdRows = () =>
        within(page)
          .getAllByText('USD')
          .map((cell) => cell.closest('tr') as HTMLElement);
      const usd = usdRows();
      expect(usd.map((tr) => within(tr).queryByText('2025-01-01') !== null)).toEqual([false, true]);
      // Every currency's first rate, kept under the later ones.
      expect(within(page).getAllByText('2025-01-01')).toHaveLength(4);
      const tiny = within(page).getByText('2025-06-01').closest('tr') as HTMLElement;
      expect(within(tiny).getByText('0.00000001')).toBeInTheDocument();
      expect(within(page).queryByText(/\de-\d/)).toBeNull();

      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = await dialogTitled('新增汇率');
      const rate = within(dialog).getByLabelText('汇率（人民币）');
      await app.user.type(rate, '-5');
      await app.user.tab();
      expect(rate).toHaveValue('-5');
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await expectFieldMessage(dialog, '汇率须大于 0', FIRST_LOAD);
      await app.user.clear(rate);
      await app.user.type(rate, '0.000000001');
      await expectFieldMessage(dialog, '汇率（人民币）最多 8 位小数', FIRST_LOAD);
      expect(saves).toHaveLength(0);

      // A valid rate for USD from the server's today: one save, a new top USD row, the history below it unchanged.
      await chooseOption(app.user, dialog, '币种', 'USD 美元');
      await app.user.type(within(dialog).getByLabelText('生效日期'), `${today()}{Enter}`);
      await app.user.clear(rate);
      await app.user.type(rate, '7.2');
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await waitFor(() => expect(usdRows()).toHaveLength(3), FIRST_LOAD);
      // The dialog closed (hidden, kept mounted for the next use).
      await waitFor(() => expect(dialog).not.toBeVisible());
      expect(saves).toHaveLength(1);
      const [top, , oldest] = usdRows();
      expect(within(top!).getByText(today())).toBeInTheDocument();
      expect(within(top!).getByText(/^7\.2/)).toBeInTheDocument();
      expect(within(oldest!).getByText('2025-01-01')).toBeInTheDocument();
      expect(within(page).getAllByText('2025-01-01')).toHaveLength(4);
    },
  );

  it(
    "asks before removing a rate and shows the server's refusal of the earliest one",
    { timeout: 120_000 },
    async () => {
      const app = await renderPage('/system/currencyRate');
      const page = await screen.findByTestId('resource-system.currencyRate', {}, FIRST_LOAD);
      const earliest = await within(page).findAllByText('2025-01-01', {}, FIRST_LOAD);
      const row = earliest
        .map((cell) => cell.closest('tr') as HTMLElement)
        .find((tr) => within(tr).queryByText('BRL'))!;
      await app.user.click(within(row).getByRole('button', { name: /删\s*除/ }));
      expect(await screen.findByText('删除后该日期起将沿用上一汇率，确定？')).toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
      expect(await screen.findByText('不能删除该币种最早的汇率，否则之前的日期将没有汇率')).toBeInTheDocument();
    },
  );
});

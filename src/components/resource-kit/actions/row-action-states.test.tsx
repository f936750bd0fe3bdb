// Row actions that depend on the row's state: one shown disabled with the reason (a tooltip and the link's
// accessible description, reachable by keyboard), and a form that starts from the row (pay starts at the payable).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { defineResource } from '@/components/resource-kit/define-resource';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';
import { pastModalGate } from '@tests/support/modal-gate';

type Bill = { id: number; merchant: string; state: number; payable: number };

const BillPage = defineResource<Bill>({
  name: 'fixture.bill',
  columns: [{ key: 'id' }, { key: 'merchant' }, { key: 'payable', kind: 'amount' }],
  rowActions: [
    {
      key: 'pay',
      permission: 'fixture.bill.pay',
      url: '/api/fixture/bill/pay',
      disabled: (row) => (row.state === 1 ? undefined : 'reasons.notConfirmed'),
      fields: [{ key: 'amount', kind: 'amount', required: true }],
      // Nothing due: the form starts empty (a kept form must not show the last row's amount).
      initialValues: (row) => (row.payable > 0 ? { amount: row.payable } : {}),
      body: (row, values) => ({ id: row.id, amount: values.amount }),
    },
  ],
});

const TEXTS = {
  bill: {
    columns: { id: 'ID', merchant: '商户', payable: '应付' },
    fields: { amount: '付款金额' },
    actions: { pay: { label: '付款', title: '付款 {{merchant}}', success: '已付款' } },
    reasons: { notConfirmed: '{{merchant}} 的账单未确认,不能付款' },
  },
};

const FIRST = { timeout: 60_000 };
const payCalls: unknown[] = [];

function serve() {
  i18n.addResourceBundle('zh-CN', 'fixture', TEXTS);
  serveFixturePages(
    [{ key: 'bill', title: '账单', Page: BillPage, permissions: ['fixture.bill.pay'] }],
    [
      mswHttp.get('*/api/fixture/bill/list', () =>
        envelope({
          list: [
            { id: 1, merchant: '甲商户', state: 0, payable: 10 },
            { id: 2, merchant: '乙商户', state: 1, payable: 1234.5 },
            { id: 3, merchant: '丙商户', state: 1, payable: 0 },
          ],
          total: 3,
        }),
      ),
      mswHttp.post('*/api/fixture/bill/pay', async ({ request }) => {
        payCalls.push(await request.json());
        return envelope(null, '操作成功');
      }),
    ],
  );
}

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('row actions that depend on the row', () => {
  it('shows an action disabled with its reason, focusable and inert', { timeout: 180_000 }, async () => {
    payCalls.length = 0;
    serve();
    const app = await renderApp({ as: 'admin', route: '/fixture/bill' });
    const page = await screen.findByTestId('resource-fixture.bill', {}, FIRST);
    const row = (await within(page).findByText('甲商户', {}, FIRST)).closest('tr')!;
    const pay = within(row).getByRole('button', { name: '付款' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).not.toBeDisabled();
    // A screen reader reads the reason with the link; a keyboard user reaches it and sees the tooltip.
    expect(pay).toHaveAccessibleDescription('甲商户 的账单未确认,不能付款');
    pay.focus();
    fireEvent.focus(pay);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('甲商户 的账单未确认,不能付款');
    // The tooltip's mounting kept the focus on the link.
    const focused = within(row).getByRole('button', { name: '付款' });
    expect(focused).toHaveFocus();
    expect(focused).toHaveAccessibleDescription('甲商户 的账单未确认,不能付款');
    // Clicking it opens no form and sends nothing.
    await app.user.click(focused);
    expect(screen.queryByText('付款 甲商户', { selector: '.ant-modal-title' })).toBeNull();
    expect(payCalls).toHaveLength(0);
    // The other row's pay is usable.
    const other = within(page).getByText('乙商户').closest('tr')!;
    expect(within(other).getByRole('button', { name: '付款' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens a row action’s form filled from its row, never from the row before', { timeout: 180_000 }, async () => {
    payCalls.length = 0;
    serve();
    const app = await renderApp({ as: 'admin', route: '/fixture/bill' });
    const page = await screen.findByTestId('resource-fixture.bill', {}, FIRST);
    const row = (await within(page).findByText('乙商户', {}, FIRST)).closest('tr')!;
    await app.user.click(within(row).getByRole('button', { name: '付款' }));
    const dialog = (await screen.findByText('付款 乙商户', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const amount = within(dialog).getByLabelText('付款金额');
    await waitFor(() => expect(amount).toHaveValue('1234.5'));
    await app.user.clear(amount);
    await app.user.type(amount, '1000');
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(payCalls).toEqual([{ id: 2, amount: 1000 }]));
    expect(await screen.findByText('已付款', {}, FIRST)).toBeInTheDocument();

    // The same form, opened on a row with nothing to start from, starts empty: not 1234.5 nor the 1000 just sent.
    const next = within(page).getByText('丙商户').closest('tr')!;
    await app.user.click(within(next).getByRole('button', { name: '付款' }));
    const again = (await screen.findByText('付款 丙商户', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(again).getByLabelText('付款金额')).toHaveValue('');
    // And back on the first row, it starts from that row again.
    await pastModalGate();
    await app.user.click(within(again).getByRole('button', { name: /取\s*消/ }));
    await pastModalGate();
    await app.user.click(within(row).getByRole('button', { name: '付款' }));
    const third = (await screen.findByText('付款 乙商户', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await waitFor(() => expect(within(third).getByLabelText('付款金额')).toHaveValue('1234.5'));
  });
});

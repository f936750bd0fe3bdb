// The bill page against the real mock: last month by default with the server's summary in the total row, generate
// from the toolbar, adjust's rules, and pay on confirmed bills, each row's form starting from that row's payable
// amount (0 on a bill with nothing due). Adjust, confirm and pay in one go, with the greyed actions' reasons, is the
// browser journey tests/e2e/merchant-bill.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adjustBill, billRecords, confirmBill, generateBills, lastMonth, payBill } from '@mocks/domain/org/bills';
import { consoleNow, formatAmount } from '@/lib/format';
import { billMonthRefusal } from '@/lib/contract/bill-month';
import { recordBodies, recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { pastModalGate } from '@tests/support/modal-gate';

const FIRST = { timeout: 120_000 };
const LAST = consoleNow().subtract(1, 'month').format('YYYY-MM');
const GO = /^生\s*成$/;
const ASKED = `将生成/重算 ${LAST} 的商户账单（已确认的账单不变），确定？`;
/** Last month's bills of one merchant (101, 金龙娱乐), so the table stays small. */
const ONE_MERCHANT = `/merchant/bill?filters[0][field]=merchantId&filters[0][operator]=eq&filters[0][value]=101&filters[1][field]=month&filters[1][operator]=eq&filters[1][value]=${LAST}`;

async function openBills(route = ONE_MERCHANT) {
  const app = await renderPage(route);
  const page = await screen.findByTestId('resource-merchant.bill', {}, FIRST);
  return { app, page };
}

/** The text of the cell under the header `title` in `row` (the header row and the body share column indexes). */
function cellUnder(page: HTMLElement, row: HTMLElement, title: string): string {
  const titles = [...page.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim());
  const index = titles.indexOf(title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return row.querySelectorAll(':scope > td')[index]?.textContent?.trim() ?? '';
}

const rowOf = async (page: HTMLElement) =>
  (await within(page).findAllByText(/^B\d{6}101[A-Z]{3}$/, {}, FIRST))[0]!.closest('tr')!;

describe('merchant bills', () => {
  it(
    'asks for last month by default; generate posts the month of its form and the bills appear with their total',
    { timeout: 120_000 },
    async () => {
      const lists = recordCalls('/api/merchant/bill/list');
      const posts = recordBodies('/api/merchant/bill/generate');
      const { app, page } = await openBills('/merchant/bill');
      await waitFor(() => expect(lists.at(-1)?.searchParams.get('month')).toBe(LAST), FIRST);
      expect(lastMonth()).toBe(LAST);
      // Before any bill exists, the empty list says how bills come to be.
      expect(await within(page).findByTestId('list-empty-hint', {}, FIRST)).toHaveTextContent(
        '账单需要生成：点击「生成账单」选择已结束的月份，或等待定时任务「商户月账单生成」',
      );
      await app.user.click(within(page).getByRole('button', { name: '生成账单' }));
      const dialog = await screen.findByRole('dialog', {}, FIRST);
      expect(within(dialog).getByDisplayValue(LAST)).toBeInTheDocument();
      // The picker offers only the months the server generates: this month and later ones, and months before the
      // history, are disabled (the contract's rule, by the server's day).
      await app.user.click(within(dialog).getByDisplayValue(LAST));
      const today = consoleNow().format('YYYY-MM-DD');
      const cells = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown td.ant-picker-cell[title]')];
        expect(found.length).toBe(12);
        return found;
      });
      const disabled = (cell: HTMLElement) => cell.classList.contains('ant-picker-cell-disabled');
      for (const cell of cells)
        expect([cell.title, disabled(cell)]).toEqual([cell.title, billMonthRefusal(cell.title, today) !== undefined]);
      const thisMonth = cells.find((c) => c.title === today.slice(0, 7));
      if (thisMonth) expect(disabled(thisMonth)).toBe(true);
      await app.user.click(cells.find((c) => c.title === LAST)!.querySelector('.ant-picker-cell-inner')!);
      await app.user.click(within(dialog).getByRole('button', { name: GO }));
      // The contract's question, naming the month of the form, before anything is sent.
      expect(await screen.findAllByText(ASKED, {}, FIRST)).not.toHaveLength(0);
      expect(posts).toHaveLength(0);
      await app.user.click(screen.getAllByRole('button', { name: GO }).at(-1)!);
      await waitFor(() => expect(posts).toEqual([{ month: LAST }]), FIRST);
      const created = billRecords().filter((b) => b.month === LAST).length;
      expect(await screen.findByText(`已生成 ${created} 张账单，重算 0 张`, {}, FIRST)).toBeInTheDocument();
      await within(page).findAllByText(/^B\d{6}\d+[A-Z]{3}$/, {}, FIRST);
      const total = await within(page).findByTestId('summary-row', {}, FIRST);
      // The total row's payable amount is the sum over every bill of the month (the server's summary), not the page's.
      const mine = billRecords().filter((b) => b.month === LAST);
      expect(mine.length).toBeGreaterThan(20);
      const sum = Math.round(mine.reduce((s, b) => s + Math.round(b.payableAmount * 100), 0)) / 100;
      expect(total).toHaveTextContent(formatAmount(sum));
    },
  );

  it(
    'adjust: 0 on a bill without an adjustment is refused in the form; reopened, it starts from the adjustment it replaces',
    { timeout: 120_000 },
    async () => {
      generateBills(lastMonth());
      const adjusts = recordBodies('/api/merchant/bill/adjust');
      const { app, page } = await openBills();
      const billNo = within(await rowOf(page)).getAllByText(/^B\d{6}101[A-Z]{3}$/)[0]!.textContent!;
      const row = async () => (await within(page).findAllByText(billNo, {}, FIRST))[0]!.closest('tr')!;
      const openAdjust = async () => {
        await app.user.click(within(await row()).getByRole('button', { name: '调整' }));
        return (await screen.findByText(`调整账单 ${billNo}`, { selector: '.ant-modal-title' }, FIRST)).closest(
          '.ant-modal',
        ) as HTMLElement;
      };
      let dialog = await openAdjust();
      expect(dialog).toHaveTextContent('保存后以此金额替换账单当前的调整金额（不是在其上累加）');
      await app.user.type(within(dialog).getByLabelText('调整金额 (CNY)'), '0');
      await app.user.type(within(dialog).getByLabelText('备注'), 'nothing to clear');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await within(dialog).findByText(/该账单没有调整金额，调整金额不能为 0/, {}, FIRST)).toBeInTheDocument();
      expect(adjusts).toHaveLength(0);

      const amount = within(dialog).getByLabelText('调整金额 (CNY)');
      await app.user.clear(amount);
      await app.user.type(amount, '-12.5');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('账单已调整', {}, FIRST)).toBeInTheDocument();
      await waitFor(() => expect(adjusts).toHaveLength(1), FIRST);

      // Reopened on the adjusted bill: the amount it would replace, which 0 may now clear.
      await waitFor(async () => expect(await row()).toHaveTextContent('-12.50'), FIRST);
      dialog = await openAdjust();
      await waitFor(() => expect(within(dialog).getByLabelText('调整金额 (CNY)')).toHaveValue('-12.5'));
      const again = within(dialog).getByLabelText('调整金额 (CNY)');
      await app.user.clear(again);
      await app.user.type(again, '0');
      await app.user.type(within(dialog).getByLabelText('备注'), 'clear it');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(adjusts.at(-1)).toMatchObject({ adjustAmount: 0 }), FIRST);
    },
  );

  it(
    "each row's pay form starts from that row: after an owed bill is paid, one with nothing due starts at 0, says 0 closes it, refuses more, and closes with 0",
    { timeout: 120_000 },
    async () => {
      generateBills(lastMonth());
      const bill = billRecords().find((b) => b.merchantId === 101 && b.month === LAST)!;
      adjustBill(bill, -(bill.feeAmountCny + 3), 'credit note');
      confirmBill(
        billRecords().find((b) => b.id === bill.id)!,
        'auditor',
      );
      // A second bill of the merchant, with an amount due, paid first from the same page.
      const owed = billRecords().find(
        (b) => b.merchantId === 101 && b.month === LAST && b.id !== bill.id && b.payableAmount > 0,
      )!;
      confirmBill(owed, 'auditor');
      const paid = recordBodies('/api/merchant/bill/pay');
      const { app, page } = await openBills();
      const rowOfBill = async (billNo: string) =>
        (await within(page).findAllByText(billNo, {}, FIRST))[0]!.closest('tr') as HTMLElement;
      const openPay = async (billNo: string) => {
        await app.user.click(within(await rowOfBill(billNo)).getByRole('button', { name: '结清' }));
        return (await screen.findByText(`结清账单 ${billNo}`, { selector: '.ant-modal-title' }, FIRST)).closest(
          '.ant-modal',
        ) as HTMLElement;
      };

      const first = await openPay(owed.billNo);
      await waitFor(() =>
        expect(Number((within(first).getByLabelText('收款金额 (CNY)') as HTMLInputElement).value)).toBe(
          owed.payableAmount,
        ),
      );
      await app.user.click(within(first).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(paid).toEqual([expect.objectContaining({ id: owed.id })]), FIRST);
      await waitFor(async () => expect(cellUnder(page, await rowOfBill(owed.billNo), '状态')).toBe('已结清'), FIRST);
      await pastModalGate();

      // A credit note shows as a negative payable amount on its row.
      expect(cellUnder(page, await rowOfBill(bill.billNo), '应付金额 (CNY)')).toBe('-3.00');
      // The same form on the next row starts from that row (0: nothing due), not from the amount just paid.
      const dialog = await openPay(bill.billNo);
      expect(dialog).toHaveTextContent('应付金额为 0 或负数时没有应收款项：收款金额为 0，结清即关闭账单。');
      const amount = within(dialog).getByLabelText('收款金额 (CNY)');
      await waitFor(() => expect(amount).toHaveValue('0'));
      await app.user.clear(amount);
      await app.user.type(amount, '5');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await within(dialog).findByText(/该账单没有应付款项/, {}, FIRST)).toBeInTheDocument();
      expect(paid).toHaveLength(1);
      await app.user.clear(amount);
      await app.user.type(amount, '0');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(paid.at(-1)).toEqual(expect.objectContaining({ id: bill.id, paidAmount: 0 })), FIRST);
      expect(paid).toHaveLength(2);
      expect((await screen.findAllByText('账单已结清', {}, FIRST)).length).toBeGreaterThan(0);
      expect(billRecords().find((b) => b.id === bill.id)).toMatchObject({ status: 3, paidAmount: 0 });
      await waitFor(async () => {
        const row = await rowOfBill(bill.billNo);
        expect(cellUnder(page, row, '状态')).toBe('已结清');
        expect(cellUnder(page, row, '实收金额 (CNY)')).toBe('0.00');
      }, FIRST);
    },
  );

  it(
    'prints a statement of a paid bill: figures, terms, formula, month-end rate, who confirmed and paid it',
    { timeout: 120_000 },
    async () => {
      generateBills(lastMonth());
      const bill = billRecords().find((b) => b.merchantId === 101 && b.month === LAST)!;
      confirmBill(bill, 'auditor');
      payBill(
        billRecords().find((b) => b.id === bill.id)!,
        Math.max(0, bill.payableAmount),
        'wire 42',
        'cashier',
      );
      const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
      const { app, page } = await openBills();
      const row = (await within(page).findAllByText(bill.billNo, {}, FIRST))[0]!.closest('tr')!;
      await app.user.click(within(row).getByRole('button', { name: '结算单' }));
      const sheet = await screen.findByTestId('bill-statement', {}, FIRST);
      expect(sheet).toHaveTextContent(`商户账单结算单 ${LAST}`);
      expect(sheet).toHaveTextContent(`账单号：${bill.billNo}`);
      expect(sheet).toHaveTextContent(`${formatAmount(bill.betAmount)} ${bill.currencyCode}`);
      const formula =
        bill.cooperationType === 1
          ? `收入分成：max(0, 公司输赢 ${formatAmount(bill.companyWinAmount)}) × ${bill.rate}% = ${formatAmount(bill.feeAmount)}`
          : `投注额分成：投注金额 ${formatAmount(bill.betAmount)} × ${bill.rate}% = ${formatAmount(bill.feeAmount)}`;
      expect(sheet).toHaveTextContent(formula);
      const monthEnd = consoleNow().startOf('month').subtract(1, 'day').format('YYYY-MM-DD');
      expect(sheet).toHaveTextContent(`1 ${bill.currencyCode} = ${bill.exchangeRate} CNY（${monthEnd} 汇率）`);
      expect(sheet).toHaveTextContent(
        `${formatAmount(bill.feeAmount)} × ${bill.exchangeRate} = ${formatAmount(bill.feeAmountCny)} CNY`,
      );
      expect(sheet).toHaveTextContent(`${formatAmount(bill.payableAmount)} CNY`);
      expect(sheet).toHaveTextContent(/auditor，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      expect(sheet).toHaveTextContent(/cashier，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      expect(sheet).toHaveTextContent('已结清');
      await app.user.click(within(sheet).getByRole('button', { name: '打印 / 另存为 PDF' }));
      expect(print).toHaveBeenCalledTimes(1);
    },
  );
});

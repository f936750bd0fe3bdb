// The modify-balance and RTP dialogs against the mock: amount rules, the preview, one submit, the server's msg as
// the toast, the info reloaded and the ledger row; a refusal keeps the dialog open with what was typed, and discarding
// it leaves the detail usable.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlayer } from '@mocks/domain/players/players';
import { formatAmount } from '@/lib/format';
import { recordCalls } from '@tests/record-calls';
import { FIRST_LOAD, SLOW, confirmIn, modalOf, openDetail, renderDetailHost } from '@tests/support/player-area';
import { expectFieldMessage } from '@tests/field-message';
import { pastModalGate } from '@tests/support/modal-gate';
import { chooseOption } from '@tests/support/select-option';

type App = Awaited<ReturnType<typeof renderDetailHost>>;

async function openBalanceDialog(app: App, playerId = 880001) {
  const dialog = await openDetail(playerId);
  await app.user.click(await within(dialog).findByTestId('modify-balance', {}, FIRST_LOAD));
  const form = await screen.findByTestId('balance-dialog');
  return { detail: dialog, form, modal: modalOf(form) };
}

async function fill(app: App, form: HTMLElement, amount: string, code = '123456', reason = '客服补偿') {
  const input = within(form).getByLabelText('调整金额');
  await app.user.clear(input);
  await app.user.type(input, amount);
  await app.user.click(within(form).getByLabelText('验证码'));
  await app.user.paste(code);
  await app.user.click(within(form).getByLabelText('原因'));
  await app.user.paste(reason);
}

const ok = confirmIn;
const openSelect = (form: HTMLElement) => form.querySelector('.ant-select-selector') as HTMLElement;

/** The 放弃修改？ question over the dialog, if shown. */
const question = () =>
  screen
    .queryByText('放弃修改？', { selector: '.ant-modal-confirm-title' })
    ?.closest<HTMLElement>('.ant-modal-confirm');
const asked = () =>
  waitFor(() => {
    const shown = question();
    if (!shown) throw new Error('nothing asked');
    return shown;
  });
const cancelIn = (modal: HTMLElement) => within(modal).getByRole('button', { name: /取\s*消/ });

describe('modify-balance dialog', () => {
  it(
    'explains each amount rule and previews the balance after; 1e3 is refused, not sent as 1,000.00',
    async () => {
      const before = getPlayer(880001)!.balance;
      const calls = recordCalls('/api/player/updateBalance');
      const app = await renderDetailHost('admin');
      const { detail, form, modal } = await openBalanceDialog(app);
      const shownBefore = within(detail).getByTestId('info-balance').textContent;
      const reason = within(form).getByLabelText('原因');
      expect(reason.tagName).toBe('TEXTAREA');
      expect(form.querySelector('label[for$="amount"]')).toHaveClass('ant-form-item-required');

      await app.user.click(ok(modal));
      await expectFieldMessage(form, '请输入调整金额');
      expect(within(form).getByText('请输入验证码')).toBeInTheDocument();
      expect(within(form).getByText('请输入原因')).toBeInTheDocument();

      const input = within(form).getByLabelText('调整金额');
      await app.user.type(input, '0');
      await expectFieldMessage(form, '调整金额不能为 0');
      await app.user.clear(input);
      await app.user.type(input, '1.234');
      await expectFieldMessage(form, '调整金额最多两位小数');
      await app.user.clear(input);
      await app.user.type(input, '1e3');
      await expectFieldMessage(form, /^请输入普通数字金额/);
      expect(input).toHaveValue('1e3');
      expect(within(form).queryByTestId('balance-preview')).toBeNull();
      // With the other fields filled in, OK is refused by the amount alone: nothing is sent, nothing changes.
      await app.user.click(within(form).getByLabelText('验证码'));
      await app.user.paste('123456');
      await app.user.click(reason);
      await app.user.paste('客服补偿');
      await app.user.click(ok(modal));
      await expectFieldMessage(form, /^请输入普通数字金额/);
      expect(input).toHaveValue('1e3');
      expect(calls).toHaveLength(0);
      expect(within(detail).getByTestId('info-balance').textContent).toBe(shownBefore);

      await app.user.clear(input);
      await app.user.type(input, '-50.5');
      const preview = await within(form).findByTestId('balance-preview');
      expect(preview).toHaveTextContent('扣减 50.50');
      expect(preview).toHaveTextContent(
        `当前余额 ${formatAmount(before)} CNY，调整后余额 ${formatAmount(before - 50.5)} CNY`,
      );
      await app.user.clear(input);
      await app.user.type(input, '100.50');
      expect(await within(form).findByTestId('balance-preview')).toHaveTextContent(`增加 100.50`);
      expect(within(form).getByTestId('balance-preview')).toHaveTextContent(formatAmount(before + 100.5));
    },
    SLOW,
  );

  it(
    '+100.50 is sent once; the server msg is the toast, the info shows the new balance and the ledger its row',
    async () => {
      const before = getPlayer(880001)!.balance;
      const after = formatAmount(before + 100.5);
      const calls = recordCalls('/api/player/updateBalance');
      const infoCalls = recordCalls('/api/player/info');
      const app = await renderDetailHost('admin');
      const { detail, form, modal } = await openBalanceDialog(app);
      const reason = `客服补偿 ${Date.now()}`;
      await fill(app, form, '100.50', '123456', reason);
      await app.user.dblClick(ok(modal));
      expect(await screen.findByText('操作成功')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('balance-dialog')).toBeNull());
      await waitFor(() => expect(within(detail).getByTestId('info-balance')).toHaveTextContent(after));
      expect(calls).toHaveLength(1);
      expect(infoCalls.length).toBeGreaterThanOrEqual(2);
      expect(getPlayer(880001)!.balance).toBeCloseTo(before + 100.5, 2);

      // The ledger books it as 后台调整 (filtered: today's bets and payouts could push it off the first page).
      await app.user.click(within(detail).getByText('余额账变', { selector: '[role=tab]' }));
      const ledger = await within(detail).findByTestId('player-tab-balanceLog', {}, FIRST_LOAD);
      await chooseOption(app.user, ledger, '交易类型', '后台调整');
      await app.user.click(within(ledger).getByTestId('filter-search'));
      const row = (await within(ledger).findByText(reason, {}, FIRST_LOAD)).closest('tr') as HTMLElement;
      expect(row).toHaveTextContent('后台调整');
      expect(row).toHaveTextContent('+100.50');
      expect(row).toHaveTextContent(after);
    },
    SLOW,
  );

  it(
    'a refusal (below zero) shows the server message once, in the dialog, filled in, until a field changes; discarding closes both',
    async () => {
      const before = getPlayer(880001)!.balance;
      const app = await renderDetailHost('admin');
      const { detail, form, modal } = await openBalanceDialog(app);
      const shownBefore = within(detail).getByTestId('info-balance').textContent;
      await fill(app, form, '-99999999', '654321', '扣回');
      await app.user.click(ok(modal));
      expect(await within(modalOf(form)).findByTestId('dialog-error')).toHaveTextContent('调整后余额不能小于0');
      // The HTTP client would have shown its 错误提示 modal before the call failed: there is none.
      expect(screen.queryByText('错误提示')).toBeNull();
      expect(screen.getAllByText('调整后余额不能小于0')).toHaveLength(1);
      expect(screen.getByTestId('balance-dialog')).toBeInTheDocument();
      const amount = within(form).getByLabelText('调整金额');
      expect(amount).toHaveValue('-99999999');
      expect(within(form).getByLabelText('验证码')).toHaveValue('654321');
      expect(within(form).getByLabelText('原因')).toHaveValue('扣回');
      expect(getPlayer(880001)!.balance).toBe(before);
      expect(within(detail).getByTestId('info-balance').textContent).toBe(shownBefore);

      await waitFor(() => expect(amount).toBeEnabled());
      await app.user.clear(amount);
      await app.user.type(amount, '-1');
      expect(within(modalOf(form)).queryByTestId('dialog-error')).toBeNull();

      // Discarding closes the question with the dialog (left open, it covered the detail and its button did nothing:
      // antd handed the dialog's close its own close to call, and waited for it), and the detail works again.
      await app.user.click(cancelIn(modal));
      await app.user.click(within(await asked()).getByRole('button', { name: '放弃修改' }));
      await waitFor(() => expect(screen.queryByTestId('balance-dialog')).toBeNull());
      await waitFor(() => expect(question()).toBeFalsy());
      // A click within 300 ms of the close is dropped as a double click's second would be (use-modal-gate.ts).
      await pastModalGate();
      await app.user.click(within(detail).getByTestId('modify-rtp'));
      expect(await screen.findByTestId('rtp-dialog')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('closing the modify-balance dialog', () => {
  it(
    'closes at once when nothing was typed, and asks before it discards an amount',
    async () => {
      const app = await renderDetailHost('admin');
      let { modal, form } = await openBalanceDialog(app);
      await pastModalGate();
      await app.user.click(cancelIn(modal));
      await waitFor(() => expect(screen.queryByTestId('balance-dialog')).toBeNull());
      expect(question()).toBeFalsy();

      await pastModalGate();
      ({ modal, form } = await openBalanceDialog(app));
      await app.user.type(within(form).getByLabelText('调整金额'), '50');
      await app.user.click(cancelIn(modal));
      await app.user.click(within(await asked()).getByRole('button', { name: '继续编辑' }));
      await waitFor(() => expect(question()).toBeFalsy());
      expect(within(form).getByLabelText('调整金额')).toHaveValue('50');

      await app.user.click(cancelIn(modal));
      await app.user.click(within(await asked()).getByRole('button', { name: '放弃修改' }));
      await waitFor(() => expect(screen.queryByTestId('balance-dialog')).toBeNull());
      // The question closes too (antd handed the dialog's close its own close to call, and waited for it).
      await waitFor(() => expect(question()).toBeFalsy());
    },
    SLOW,
  );
});

describe('RTP dialog', () => {
  it(
    'sets RTP to 9000 and BlackRtp to 8500; the info tab shows them',
    async () => {
      const calls = recordCalls('/api/player/rtp/save');
      const app = await renderDetailHost('admin');
      const detail = await openDetail(880001);
      await app.user.click(await within(detail).findByTestId('modify-rtp', {}, FIRST_LOAD));
      let form = await screen.findByTestId('rtp-dialog');
      await app.user.click(openSelect(form));
      await app.user.click(await screen.findByTitle('9000'));
      await app.user.click(within(form).getByLabelText('备注'));
      await app.user.paste('风控下调');
      await app.user.click(ok(modalOf(form)));
      expect(await screen.findByText('操作成功')).toBeInTheDocument();
      await waitFor(() => expect(within(detail).getByTestId('info-rtp')).toHaveTextContent(/^9000$/));
      expect(screen.queryByTestId('rtp-dialog')).toBeNull();

      await app.user.click(within(detail).getByTestId('modify-blackRtp'));
      form = await screen.findByTestId('rtp-dialog');
      await app.user.click(openSelect(form));
      await app.user.click(await screen.findByTitle('8500'));
      await app.user.click(ok(modalOf(form)));
      await waitFor(() => expect(within(detail).getByTestId('info-blackRtp')).toHaveTextContent('8500'));

      expect(calls).toHaveLength(2);
      expect(getPlayer(880001)).toMatchObject({ rtp: 9000, blackRtp: 8500 });
    },
    SLOW,
  );
});

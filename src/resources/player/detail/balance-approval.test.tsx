// The balance dialog with the seeded rule (operations.md 7.1: a change of 10,000 CNY or more needs approval), against
// the mock: the hint follows the amount typed, the answer is the request (not "saved"), the balance stays, and the
// player's info tab shows the pending request with withdraw for its maker.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlayer } from '@mocks/domain/players/players';
import { recordBodies } from '@tests/record-calls';
import { FIRST_LOAD, SLOW, confirmIn, openDetail, renderDetailHost } from '@tests/support/player-area';

type App = Awaited<ReturnType<typeof renderDetailHost>>;

async function typeAmount(app: App, form: HTMLElement, amount: string) {
  const input = within(form).getByLabelText('调整金额');
  await app.user.clear(input);
  await app.user.type(input, amount);
}

describe('balance dialog under the approval rule', () => {
  it(
    'says before OK that 20,000 CNY needs approval (100 does not), then answers with the request and its link',
    async () => {
      const before = getPlayer(880001)!.balance;
      const bodies = recordBodies('/api/player/updateBalance');
      const app = await renderDetailHost('admin');
      const detail = await openDetail(880001);
      await app.user.click(await within(detail).findByTestId('modify-balance', {}, FIRST_LOAD));
      const form = await screen.findByTestId('balance-dialog');
      const hint = () => screen.getByTestId('approval-hint');

      await typeAmount(app, form, '100');
      expect(hint()).toHaveTextContent('');
      await typeAmount(app, form, '20000');
      await waitFor(() => expect(hint()).toHaveTextContent('此修改需要审批'));
      expect(hint()).toHaveTextContent('20,000.00 CNY');
      expect(hint()).toHaveTextContent('10,000.00 CNY');
      expect(hint()).toHaveAttribute('role', 'status');

      await app.user.type(within(form).getByLabelText('验证码'), '123456');
      await app.user.type(within(form).getByLabelText('原因'), '活动补发');
      await app.user.click(confirmIn(form.closest('.ant-modal') as HTMLElement));

      const submitted = await screen.findByTestId('approval-submitted', {}, FIRST_LOAD);
      expect(submitted).toHaveTextContent(/已提交审批，编号 #\d+/);
      expect(submitted).not.toHaveTextContent('保存成功');
      const link = within(submitted).getByTestId('approval-link');
      const id = /#(\d+)/.exec(submitted.textContent ?? '')![1];
      expect(link).toHaveAttribute('href', `/system/approval?id=${id}`);
      expect(bodies).toHaveLength(1);
      // Nothing applied: the balance is as it was.
      expect(getPlayer(880001)!.balance).toBe(before);

      // Closed, the info tab shows the request: who, what, since when, and withdraw for its maker.
      await app.user.click(screen.getByRole('button', { name: /知\s*道\s*了/ }));
      const pending = await within(detail).findByTestId('pending-approval', {}, FIRST_LOAD);
      expect(pending).toHaveTextContent(`#${id} 修改玩家余额：由 admin 于`);
      expect(pending).toHaveTextContent(/余额: [\d.]+ → [\d.]+/);
      await app.user.click(within(pending).getByRole('button', { name: /撤回申请/ }));
      await waitFor(() => expect(within(detail).queryByTestId('pending-approval')).toBeNull());
    },
    SLOW,
  );
});

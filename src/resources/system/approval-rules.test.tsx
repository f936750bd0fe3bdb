// The rules tab (operations.md 7.1): a holder of system.approval.rule turns a rule on and sets a threshold in place,
// and the table shows what the server now holds; a user with the page key alone reads them.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { recordBodies } from '@tests/record-calls';
import type { SignInAs } from '@tests/render';
import { renderPage } from '@tests/support/page-harness';

const SLOW = 120_000;
const LOAD = { timeout: 60_000 };

async function rulesTab(as: SignInAs) {
  const app = await renderPage('system.approval', { as });
  await app.user.click(await screen.findByRole('tab', { name: '审批规则' }, LOAD));
  return { app, table: await screen.findByTestId('approval-rules', {}, LOAD) };
}

const rowOf = (table: HTMLElement, action: string) => within(table).getByText(action).closest('tr') as HTMLElement;

describe('approval rules', () => {
  it(
    'a holder of the rule key turns a rule on and sets the balance threshold in place; others show a dash',
    async () => {
      const bodies = recordBodies('/api/system/approval/rules/save');
      const { app, table } = await rulesTab('admin');
      await within(table).findByText('设置玩家 RTP', {}, LOAD);
      const rtp = within(rowOf(table, '设置玩家 RTP')).getByRole('switch', { name: '启用「设置玩家 RTP」的审批' });
      expect(rtp).not.toBeChecked();
      expect(rowOf(table, '设置玩家 RTP')).toHaveTextContent('--');
      await app.user.click(rtp);
      await waitFor(() => expect(bodies).toEqual([{ action: 'player.rtp.save', enabled: true }]));
      await waitFor(() => expect(within(rowOf(table, '设置玩家 RTP')).getByRole('switch')).toBeChecked());

      const threshold = within(rowOf(table, '修改玩家余额')).getByLabelText('「修改玩家余额」的审批门槛（CNY）');
      expect(threshold).toHaveValue('10000');
      await app.user.clear(threshold);
      await app.user.type(threshold, '-5{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('门槛须为不小于 0 的数字');
      expect(bodies).toHaveLength(1);
      await app.user.clear(threshold);
      await app.user.type(threshold, '20000.5{Enter}');
      await waitFor(() =>
        expect(bodies[1]).toEqual({ action: 'player.updateBalance', enabled: true, thresholdCny: 20000.5 }),
      );
      await waitFor(() =>
        expect(within(rowOf(table, '修改玩家余额')).getByLabelText(/审批门槛/)).toHaveValue('20000.5'),
      );
    },
    SLOW,
  );

  it(
    'a user without the rule key reads the rules: no switch, no input',
    async () => {
      const { table } = await rulesTab(addTestAccount(['system.approval']));
      await within(table).findByText('修改玩家余额', {}, LOAD);
      expect(within(table).queryByRole('switch')).toBeNull();
      expect(within(table).queryByRole('textbox')).toBeNull();
      expect(rowOf(table, '修改玩家余额')).toHaveTextContent('已启用');
      expect(rowOf(table, '修改玩家余额')).toHaveTextContent('10,000.00');
      expect(rowOf(table, '账单付款')).toHaveTextContent('未启用');
    },
    SLOW,
  );
});

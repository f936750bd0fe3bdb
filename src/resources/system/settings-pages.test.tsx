import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldMessage } from '@tests/field-message';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD } from '@tests/support/game-area';

const SAVE = { name: /保\s*存/ };

/** Opens the edit form of 导出文件保留天数 (export.keepDays, a number setting with a range). */
async function editKeepDays() {
  const app = await renderPage('/system/config');
  const page = await screen.findByTestId('resource-system.config', {}, FIRST_LOAD);
  const row = (await within(page).findByText('导出文件保留天数', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
  await app.user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const dialog = await dialogTitled('编辑系统参数');
  return { app, row, dialog, value: within(dialog).getByLabelText('参数值') };
}

describe('system settings pages', () => {
  it("shows the server's range when a number setting is out of it", { timeout: 180_000 }, async () => {
    const { app, row, dialog, value } = await editKeepDays();
    await app.user.clear(value);
    await app.user.type(value, '-1');
    await app.user.click(within(dialog).getByRole('button', SAVE));
    expect((await screen.findAllByText('参数值须为 1 到 90 之间的整数', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(within(row).getByText('7')).toBeInTheDocument();
  });

  it(
    'keeps a number setting as typed and says why 1e3 is no number, before anything is sent',
    { timeout: 120_000 },
    async () => {
      const saves = recordCalls('/api/system/config/save');
      const { app, dialog, value } = await editKeepDays();
      await app.user.clear(value);
      await app.user.type(value, '1e3');
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await expectFieldMessage(dialog, '参数值必须是有效数字', FIRST_LOAD);
      expect(value).toHaveValue('1e3');
      expect(saves).toHaveLength(0);
    },
  );

  it(
    'refuses a cron of 6 fields, with L or that never fires, in the form before anything is sent; a valid one ' +
      'shows its next fire times and is saved to the row',
    { timeout: 120_000 },
    async () => {
      const saves = recordCalls('/api/system/crontab/save');
      const app = await renderPage('/system/crontab');
      const page = await screen.findByTestId('resource-system.crontab', {}, FIRST_LOAD);
      const job = () => within(page).getByText('日报汇总').closest('tr') as HTMLElement;
      await within(page).findByText('日报汇总', {}, FIRST_LOAD);
      expect(page.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(10);
      await app.user.click(within(job()).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await dialogTitled('编辑定时任务');
      const cron = within(dialog).getByLabelText('cron表达式');
      const preview = () => within(dialog).queryByTestId('cron-preview');
      expect(cron).toHaveValue('0 1 * * *');
      await waitFor(() => expect(preview()).toHaveTextContent('接下来执行'), FIRST_LOAD);

      const retype = async (text: string) => {
        await app.user.clear(cron);
        await app.user.type(cron, text);
      };
      await retype('0 0 1 * * *');
      await expectFieldMessage(dialog, 'cron表达式必须是 5 段：分 时 日 月 周', FIRST_LOAD);
      expect(preview()).toBeNull();
      await retype('0 3 L * *');
      await expectFieldMessage(dialog, /cron表达式只能使用数字.*不支持 L/, FIRST_LOAD);
      await retype('0 0 31 2 *');
      await expectFieldMessage(dialog, 'cron表达式永远不会触发：所选月份都没有这一天', FIRST_LOAD);
      expect(preview()).toBeNull();
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await expectFieldMessage(dialog, 'cron表达式永远不会触发：所选月份都没有这一天', FIRST_LOAD);
      expect(saves).toHaveLength(0);

      await retype('30 2 * * *');
      await waitFor(() => expect(preview()).toHaveTextContent(/\d{4}-\d{2}-\d{2} 02:30:00/));
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await waitFor(() => expect(within(job()).getByText('30 2 * * *')).toBeInTheDocument(), FIRST_LOAD);
      await waitFor(() => expect(dialog).not.toBeVisible());
      expect(saves).toHaveLength(1);
    },
  );
});

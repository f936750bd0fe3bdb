import { screen, within } from '@testing-library/react';
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
    'refuses a cron expression that never fires in the form, before anything is sent',
    { timeout: 120_000 },
    async () => {
      const saves = recordCalls('/api/system/crontab/save');
      const app = await renderPage('/system/crontab');
      const page = await screen.findByTestId('resource-system.crontab', {}, FIRST_LOAD);
      await within(page).findByText('日报汇总', {}, FIRST_LOAD);
      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = await dialogTitled('新增定时任务');
      await app.user.type(within(dialog).getByLabelText('cron表达式'), '0 0 31 2 *');
      await expectFieldMessage(dialog, 'cron表达式永远不会触发：所选月份都没有这一天', FIRST_LOAD);
      expect(within(dialog).queryByTestId('cron-preview')).toBeNull();
      await app.user.click(within(dialog).getByRole('button', SAVE));
      await expectFieldMessage(dialog, 'cron表达式永远不会触发：所选月份都没有这一天', FIRST_LOAD);
      expect(saves).toHaveLength(0);
    },
  );
});

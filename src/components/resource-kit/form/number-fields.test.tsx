// A kit form's number field keeps what the user typed and says what is wrong with it, in the field: nothing is
// clamped, rounded or read as an exponent, and nothing is sent until it is right.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';
import { expectFieldMessage } from '@tests/field-message';

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('kit form: a number field', () => {
  it(
    'refuses -5, 1e3 and 1e20 typed out with a message, keeps the text, and sends 80.00 as 80',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      const server = serveWidgets();
      const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 2', {}, { timeout: 60_000 });
      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = (await screen.findByText('新增部件', { selector: '.ant-modal-title' })).closest<HTMLElement>(
        '.ant-modal',
      )!;
      await app.user.type(within(dialog).getByLabelText('部件名称'), '新部件');
      const price = within(dialog).getByLabelText('价格');
      const save = within(dialog).getByRole('button', { name: /保\s*存/ });

      for (const [typed, message] of [
        ['-5', '价格不能小于 0'],
        ['1e3', /^价格须为数字/],
        ['99999999999999999999', '价格的整数部分最多 12 位'],
      ] as const) {
        await app.user.clear(price);
        await app.user.type(price, typed);
        await app.user.click(save);
        await expectFieldMessage(dialog, message);
        expect(price).toHaveValue(typed);
      }
      expect(server.saveCalls).toHaveLength(0);

      await app.user.clear(price);
      await app.user.type(price, '80.00');
      expect(price).toHaveValue('80.00');
      await app.user.click(save);
      expect(await within(page).findByText('新部件')).toBeInTheDocument();
      expect(server.saveCalls).toEqual([{ name: '新部件', price: 80, status: 1 }]);
    },
  );
});

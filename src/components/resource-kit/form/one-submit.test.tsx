// A kit form sends one request however fast the user clicks save or presses Enter, counted on the wire: the save
// is slow on purpose, so a second submit arrives while the first is still on its way.
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';
import { expectFieldMessage } from '@tests/field-message';

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

async function openCreateForm() {
  registerWidget();
  const server = serveWidgets({ saveDelayMs: 400 });
  const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
  const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
  await within(page).findByText('部件 2', {}, { timeout: 60_000 });
  await app.user.click(within(page).getByTestId('create-button'));
  const title = await screen.findByText('新增部件', { selector: '.ant-modal-title' });
  const dialog = title.closest('.ant-modal') as HTMLElement;
  await app.user.type(within(dialog).getByLabelText('部件名称'), '快速部件');
  return { app, page, dialog, server };
}

describe('one submit', () => {
  it('a double click on save sends one create', { timeout: 180_000 }, async () => {
    const { app, page, dialog, server } = await openCreateForm();
    await app.user.dblClick(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(page).findByText('快速部件')).toBeInTheDocument();
    expect(server.saveCalls).toHaveLength(1);
  });

  it('a double Enter in a field sends one create', { timeout: 180_000 }, async () => {
    const { app, page, server } = await openCreateForm();
    await app.user.keyboard('{Enter}{Enter}');
    expect(await within(page).findByText('快速部件')).toBeInTheDocument();
    expect(server.saveCalls).toHaveLength(1);
  });

  it('a double Enter on the save button sends one create', { timeout: 180_000 }, async () => {
    const { app, page, dialog, server } = await openCreateForm();
    within(dialog)
      .getByRole('button', { name: /保\s*存/ })
      .focus();
    await app.user.keyboard('{Enter}{Enter}');
    expect(await within(page).findByText('快速部件')).toBeInTheDocument();
    expect(server.saveCalls).toHaveLength(1);
  });

  it(
    'a row action with a form: refused in the form while too short, then one call with the row and the trimmed values',
    { timeout: 240_000 },
    async () => {
      registerWidget();
      const server = serveWidgets({ saveDelayMs: 400 });
      await renderApp({ as: 'admin', route: '/fixture/widget' });
      // The pointer-events check reads every ancestor's style through antd's style tags: seconds per click in jsdom.
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      const row = (await within(page).findByText('部件 2', {}, { timeout: 60_000 })).closest('tr') as HTMLElement;
      await user.click(within(row).getByText('停用'));
      const dialog = (await screen.findByText('停用部件 部件 2', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      expect(within(dialog).getByText('停用后部件不再出售')).toBeInTheDocument();
      const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
      const note = within(dialog).getByLabelText('停用原因');
      await user.click(note);
      await user.paste('  ab  ');
      await user.click(ok);
      await expectFieldMessage(dialog, '停用原因至少 4 个字符');
      expect(server.retireCalls).toHaveLength(0);

      await user.clear(note);
      await user.paste('  批次召回  ');
      await user.dblClick(ok);
      expect(await screen.findByText('部件 2 已停用')).toBeInTheDocument();
      expect(server.retireCalls).toEqual([{ id: 2, note: '批次召回' }]);
    },
  );
});

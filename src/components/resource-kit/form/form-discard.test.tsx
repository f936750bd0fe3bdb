// A kit form asks before it throws away what the user typed (Esc, the mask, Cancel), and closes at once when nothing
// was changed (or a change was undone). The clock is frozen and stepped past the modal gate's 300 ms by hand (only
// Date is faked), so no step depends on how fast the machine is.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';

afterEach(() => {
  vi.useRealTimers();
  i18n.removeResourceBundle('zh-CN', 'fixture');
});

// rc-dialog reads keyCode, which user-event leaves at 0; a browser journey presses the real key.
const escape = () => fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
const step = () => vi.setSystemTime(Date.now() + 1_000);
const hidden = (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal-wrap')!.style.display === 'none';
const question = () =>
  screen
    .queryByText('放弃修改？', { selector: '.ant-modal-confirm-title' })
    ?.closest<HTMLElement>('.ant-modal-confirm');

const questionShown = () =>
  waitFor(() => {
    const shown = question();
    if (!shown) throw new Error('nothing asked');
    return shown;
  });

describe('kit form: closing a filled form', () => {
  it(
    'asks before discarding, keeps the value on "keep editing", and closes an unchanged form at once',
    { timeout: 240_000 },
    async () => {
      registerWidget();
      serveWidgets();
      const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 2', {}, { timeout: 60_000 });
      vi.useFakeTimers({ toFake: ['Date'] });

      // Unchanged: Esc closes at once, nothing is asked.
      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = (await screen.findByText('新增部件', { selector: '.ant-modal-title' })).closest<HTMLElement>(
        '.ant-modal',
      )!;
      // Looked up each time: the fields mount again when the form opens again.
      const name = () => within(dialog).getByLabelText('部件名称');
      step();
      await app.user.click(name());
      escape();
      await waitFor(() => expect(hidden(dialog)).toBe(true));
      expect(question()).toBeFalsy();

      // Filled: Esc asks; "keep editing" leaves the form open with what was typed.
      step();
      await app.user.click(within(page).getByTestId('create-button'));
      await waitFor(() => expect(hidden(dialog)).toBe(false));
      await app.user.type(name(), '新部件');
      step();
      escape();
      const asked = await questionShown();
      expect(within(asked).getByText('填写的内容尚未保存，关闭后将丢失。')).toBeInTheDocument();
      await app.user.click(within(asked).getByRole('button', { name: '继续编辑' }));
      await waitFor(() => expect(question()).toBeFalsy());
      expect(hidden(dialog)).toBe(false);
      expect(name()).toHaveValue('新部件');

      // Cancel asks too; "discard" closes, and the next opening starts empty.
      step();
      await app.user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
      await app.user.click(within(await questionShown()).getByRole('button', { name: '放弃修改' }));
      await waitFor(() => expect(hidden(dialog)).toBe(true));
      step();
      await app.user.click(within(page).getByTestId('create-button'));
      await waitFor(() => expect(hidden(dialog)).toBe(false));
      expect(name()).toHaveValue('');

      // A change undone is no change: the edit form of a row closes at once.
      step();
      await app.user.click(name());
      escape();
      await waitFor(() => expect(hidden(dialog)).toBe(true));
      const row = within(page).getByText('部件 2').closest('tr')!;
      step();
      await app.user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
      const edit = (await screen.findByText('编辑部件', { selector: '.ant-modal-title' })).closest<HTMLElement>(
        '.ant-modal',
      )!;
      const editName = within(edit).getByLabelText('部件名称');
      expect(editName).toHaveValue('部件 2');
      await app.user.type(editName, 'x{Backspace}');
      step();
      escape();
      await waitFor(() => expect(hidden(edit)).toBe(true));
      expect(question()).toBeFalsy();
    },
  );
});

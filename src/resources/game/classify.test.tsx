import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD } from '@tests/support/game-area';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { expectFieldMessage } from '@tests/field-message';

const SAVE = /保\s*存/;

async function openClassify() {
  const app = await renderPage('/game/classify');
  const page = await screen.findByTestId('resource-game.classify', {}, FIRST_LOAD);
  await within(page).findByText('热门游戏', {}, FIRST_LOAD);
  return { app, page };
}

describe('game classify', () => {
  it(
    'creates an entry: localized validation, emoji filter, one request however often OK is pressed',
    { timeout: 120_000 },
    async () => {
      const saves = recordCalls('/api/game/classify/save');
      const { app, page } = await openClassify();
      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = await dialogTitled('新增游戏分类');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      await expectFieldMessage(dialog, '请输入分类名称');
      expect(within(dialog).getByText('请输入分类编码')).toBeInTheDocument();
      await app.user.type(within(dialog).getByLabelText('分类编码'), 'Fish!');
      await expectFieldMessage(dialog, '编码须以小写字母开头，只能包含小写字母、数字和下划线');

      // The emoji filter keeps the name clean.
      await app.user.type(within(dialog).getByLabelText('分类名称'), '捕鱼🐟游戏');
      expect(within(dialog).getByLabelText('分类名称')).toHaveValue('捕鱼游戏');
      await app.user.clear(within(dialog).getByLabelText('分类编码'));
      await app.user.type(within(dialog).getByLabelText('分类编码'), 'fishing');

      // A slow save: the OK button is disabled while it runs, so a second click sends nothing.
      mockServer.use(
        mswHttp.post('*/api/game/classify/save', async () => {
          await delay(400);
          return HttpResponse.json({ state: 1, msg: '操作成功', result: { id: 101 } });
        }),
      );
      const ok = within(dialog).getByRole('button', { name: SAVE });
      await app.user.click(ok);
      await waitFor(() => expect(ok).toBeDisabled());
      await app.user.click(ok);
      // Saved: the kit's success notice, the modal closed (hidden, kept mounted for the next use), one request.
      expect(await screen.findByText('保存成功', {}, { timeout: 10_000 })).toBeInTheDocument();
      await waitFor(() => {
        const title = screen.queryByText('新增游戏分类', { selector: '.ant-modal-title' });
        if (title) expect(title).not.toBeVisible();
      });
      expect(saves).toHaveLength(1);
    },
  );

  it(
    'edits an entry in a modal; a refusal shows once, in the form, until a field changes',
    { timeout: 120_000 },
    async () => {
      const { app, page } = await openClassify();
      const row = within(page).getByText('麻将系列').closest('tr')!;
      await app.user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await dialogTitled('编辑游戏分类');
      const name = within(dialog).getByLabelText('分类名称');
      expect(name).toHaveValue('麻将系列');
      expect(within(dialog).getByLabelText('分类编码')).toHaveValue('mahjong');

      // A name another entry has: the server refuses; its message shows in the form, and nowhere else (no 错误提示
      // modal: the HTTP client shows it, when it does, before the call fails).
      await app.user.clear(name);
      await app.user.type(name, '热门游戏');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      expect(await within(dialog).findByTestId('form-error')).toHaveTextContent('名称已存在');
      expect(screen.queryByText('错误提示')).toBeNull();
      expect(screen.getAllByText('名称已存在')).toHaveLength(1);
      // The form is disabled while saving; the refusal's message can show a render before the save has settled.
      await waitFor(() => expect(name).toBeEnabled());

      // The message was about the name as sent: changing the field takes it away.
      await app.user.type(name, '1');
      expect(within(dialog).queryByTestId('form-error')).toBeNull();

      await app.user.clear(name);
      await app.user.type(name, '麻将专区');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      expect(await within(page).findByText('麻将专区')).toBeInTheDocument();
      expect(within(page).queryByText('麻将系列')).not.toBeInTheDocument();
    },
  );
});

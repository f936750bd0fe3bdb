// 游戏控制's edit with its approval rule turned on (operations.md 7.1: a change of the target or the mode is guarded):
// the form says so only once the target changes, the kit's answer names the request instead of "saved", nothing is
// applied, and the game's row shows the pending request.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { dialogTitled, fillForm, press, questionAsked } from '@tests/support/kit-form';
import { renderPage } from '@tests/support/page-harness';
import type { ListResult } from '@/api/common';
import type { GameControlRow } from '@/api/control';

const LOAD = { timeout: 60_000 };

describe('control.game under its approval rule', () => {
  it('hints before OK, answers with the request, and the row shows it pending', { timeout: 180_000 }, async () => {
    const token = await login();
    const rule = { action: 'control.game.save', enabled: true };
    expect((await call('/api/system/approval/rules/save', { token, body: rule })).state).toBe(1);
    const list = () => call<ListResult<GameControlRow>>('/api/control/game/list', { token, query: { pageSize: 20 } });
    const game = (await list()).result.list[0]!;

    const app = await renderPage('/control/game');
    const page = await screen.findByTestId('resource-control.game', {}, LOAD);
    const row = (await within(page).findByText(game.gameName, {}, LOAD)).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await dialogTitled(`编辑RTP控制：${game.gameName}`);
    await waitFor(() => expect(within(dialog).getByLabelText('目标RTP（%）')).toHaveValue(String(game.targetRtp)));
    // The target as it is: nothing guarded, nothing said.
    expect(within(dialog).getByTestId('approval-hint')).toHaveTextContent('');
    const target = game.targetRtp >= 95 ? game.targetRtp - 1 : game.targetRtp + 1;
    await fillForm(app.user, dialog, { '目标RTP（%）': String(target) });
    await waitFor(() => expect(within(dialog).getByTestId('approval-hint')).toHaveTextContent('此修改需要审批'));

    await press(app.user, dialog, '确定');
    await press(app.user, await questionAsked('修改目标RTP将重置当前RTP，确定？'), '确定');
    const answer = await screen.findByTestId('approval-submitted', {}, LOAD);
    expect(answer).toHaveTextContent(/已提交审批，编号 #\d+/);
    const id = /#(\d+)/.exec(answer.textContent ?? '')![1];
    expect(within(answer).getByTestId('approval-link')).toHaveAttribute('href', `/system/approval?id=${id}`);
    expect(screen.queryByText('保存成功')).toBeNull();
    await app.user.click(await within(row).findByRole('button', { name: `待审批 #${id}` }, LOAD));
    const pending = await screen.findByTestId('pending-approval-text');
    expect(pending).toHaveTextContent(`#${id} 修改游戏控制目标：由 admin 于`);
    expect(pending).toHaveTextContent('目标RTP（%）');
    // Not applied: the game keeps its target until a checker approves (a new sign-in: the page's replaced the first).
    const again = await login();
    const after = await call<ListResult<GameControlRow>>('/api/control/game/list', {
      token: again,
      query: { pageSize: 20 },
    });
    expect(after.result.list.find((r) => r.id === game.id)!.targetRtp).toBe(game.targetRtp);
  });
});

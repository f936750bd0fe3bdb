import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD } from '@tests/support/game-area';
import { recordBodies, recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';

// Game ids from the mock's catalogue (gids from 1001 in its order: mocks/domain/orders/seed-games.ts).
const MAHJONG_WAYS = 1002;
const FORTUNE_OX = 1004;

describe('game list', () => {
  it('opens with one classify look-up, and builds a form only when it is opened', { timeout: 60_000 }, async () => {
    const lookups = recordCalls('/api/game/classify/list');
    const app = await renderPage('/game/index');
    const page = await screen.findByTestId('resource-game.index', {}, FIRST_LOAD);
    await within(page).findByText('Mahjong Ways', {}, FIRST_LOAD);
    // the form's name (its fields' id prefix) is the resource, the form and an id of its instance
    const nameInput = () => document.querySelector('[id^="game.index-create-"][id$="_name"]');
    expect(nameInput()).toBeNull();
    await app.user.click(within(page).getByTestId('create-button'));
    await dialogTitled('新增游戏');
    expect(nameInput()).not.toBeNull();
    expect(lookups).toHaveLength(1);
  });

  it('batch-sets the selected games through a form', { timeout: 180_000 }, async () => {
    const calls = recordCalls('/api/game/index/batchSet');
    const bodies = recordBodies('/api/game/index/batchSet');
    const app = await renderPage('/game/index');
    const page = await screen.findByTestId('resource-game.index', {}, FIRST_LOAD);
    await within(page).findByText('Mahjong Ways', {}, FIRST_LOAD);
    const batch = within(page).getByText('批量设置').closest('button')!;
    expect(batch).toBeDisabled();

    const row = (name: string) => within(page).getByText(name).closest('tr')!;
    // The cell under 热门 (the header row and the body share column indexes).
    const hotColumn = [...page.querySelectorAll('.ant-table-thead th')].findIndex((th) => th.textContent === '热门');
    const hotCell = (tr: HTMLElement) => tr.children[hotColumn]!;
    // Not both hot yet: the 是 after the batch is its doing.
    expect(['Mahjong Ways', 'Fortune Ox'].map((name) => hotCell(row(name)).textContent)).toContain('否');
    for (const name of ['Mahjong Ways', 'Fortune Ox']) {
      await app.user.click(within(page).getByText(name).closest('tr')!.querySelector('input[type=checkbox]')!);
    }
    expect(within(page).getByText('已选 2 项')).toBeInTheDocument();
    await app.user.click(batch);
    const dialog = await dialogTitled('批量设置');

    // Nothing set: refused before sending.
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent('请至少设置一项');
    expect(calls).toHaveLength(0);

    await app.user.click(within(dialog).getByLabelText('热门'));
    await app.user.click(await screen.findByTitle('是'));
    await app.user.click(within(dialog).getByLabelText('状态'));
    await app.user.click(await screen.findByTitle('禁用'));
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(bodies).toEqual([{ ids: [MAHJONG_WAYS, FORTUNE_OX], status: 0, isHot: 1 }]);
    expect(await screen.findByText('已更新 2 个游戏')).toBeInTheDocument();

    await waitFor(() => expect(within(row('Mahjong Ways')).getByText('禁用')).toBeInTheDocument());
    expect(within(row('Fortune Ox')).getByText('禁用')).toBeInTheDocument();
    for (const name of ['Mahjong Ways', 'Fortune Ox']) expect(hotCell(row(name))).toHaveTextContent(/^是$/);
    expect(within(page).queryByText('已选 2 项')).not.toBeInTheDocument();
  });
});

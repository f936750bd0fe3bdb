import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { mockServer } from '@mocks/node';
import { FIRST_LOAD, orderIdIn } from '@tests/support/game-area';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';

// Role queries walk the accessibility tree of a 20-row table (slow in jsdom); these tests use text queries.
const button = (text: string) => screen.getAllByText(text).map((el) => el.closest('button')!);

describe('pending bet orders', () => {
  it('sets a pending order to success after a confirm; it leaves the list', { timeout: 180_000 }, async () => {
    const calls = recordCalls('/api/game/betOrder/changeStatus');
    const app = await renderPage('game.pending');
    const page = await screen.findByTestId('resource-game.pending', {}, FIRST_LOAD);
    await within(page).findAllByText('设为成功', {}, FIRST_LOAD);
    const first = button('设为成功')[0]!;
    const id = orderIdIn(first.closest('tr')!);

    await app.user.click(first);
    expect(await screen.findByText(`确定将注单 ${id} 设为成功？`)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await app.user.click(screen.getByText(/确\s*定/, { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toBeDefined();
    expect(await screen.findByText(`注单 ${id} 已设为成功`)).toBeInTheDocument();
    await waitFor(() => expect(within(page).queryByText(id)).not.toBeInTheDocument(), { timeout: 15_000 });
  });

  it('shows no status actions to a role without game.betOrder.changeStatus', { timeout: 180_000 }, async () => {
    const admin = ACCOUNTS.find((a) => a.username === 'admin')!;
    const permissions = ALL_PERMISSIONS.filter((k) => k !== 'game.betOrder.changeStatus');
    mockServer.use(
      mswHttp.get('*/api/common/userInfo', () =>
        HttpResponse.json({
          state: 1,
          msg: '',
          result: { userInfo: { ...admin, role: { id: 9, name: 'no-change', permissions } } },
        }),
      ),
    );
    await renderPage('game.pending');
    const page = await screen.findByTestId('resource-game.pending', {}, FIRST_LOAD);
    await within(page).findAllByText('待处理', {}, FIRST_LOAD);
    expect(within(page).queryByText('设为成功')).not.toBeInTheDocument();
    expect(within(page).queryByText('操作')).not.toBeInTheDocument();
  });
});

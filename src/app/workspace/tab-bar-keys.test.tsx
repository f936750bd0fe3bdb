// The workspace tab strip by keyboard (issue 27): a tablist whose tabs move the focus with Left/Right/Home/End
// (roving tabindex), Enter shows the focused tab, Delete closes it, and the tab's menu opened from the keyboard
// takes the focus and gives it back to the tab as it closes.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { renderApp } from '@tests/render';

const SLOW = 60_000;

const tabOf = (title: string) =>
  screen.getAllByRole('tab').find((el) => el.querySelector('[data-testid=workspace-tab]')?.textContent === title)!;

it(
  'Left/Right/Home/End move the focus along the tabs, Enter shows one, its menu holds and returns the focus',
  async () => {
    await renderApp({ as: 'admin' });
    await screen.findByTestId('home-greeting', {}, { timeout: 20_000 });
    for (const path of ['/iconList', '/system/config']) {
      await act(async () => navigateTo(path));
      await waitFor(() =>
        expect(tabOf(path === '/iconList' ? '图标列表' : '系统配置')).toHaveAttribute('aria-selected', 'true'),
      );
    }
    expect(screen.getAllByRole('tablist')[0]).toContainElement(tabOf('首页'));
    // roving tabindex: only the selected tab is a Tab stop
    expect([tabOf('首页'), tabOf('图标列表'), tabOf('系统配置')].map((el) => el.tabIndex)).toEqual([-1, -1, 0]);

    const selected = tabOf('系统配置');
    act(() => selected.focus());
    const press = (code: string) => fireEvent.keyDown(document.activeElement!, { key: code, code });
    press('ArrowLeft');
    await waitFor(() => expect(tabOf('图标列表')).toHaveFocus());
    press('Home');
    await waitFor(() => expect(tabOf('首页')).toHaveFocus());
    press('End');
    await waitFor(() => expect(tabOf('系统配置')).toHaveFocus());
    press('ArrowRight');
    await waitFor(() => expect(tabOf('首页')).toHaveFocus());
    press('Enter');
    await waitFor(() => expect(tabOf('首页')).toHaveAttribute('aria-selected', 'true'));

    // the context-menu key on a tab: its menu takes the focus; Escape closes it and the tab has the focus back
    fireEvent.contextMenu(tabOf('首页'));
    await waitFor(() => expect(document.activeElement?.closest('.ant-dropdown')).not.toBeNull());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(tabOf('首页')).toHaveFocus());

    // Delete closes the focused tab
    press('End');
    await waitFor(() => expect(tabOf('系统配置')).toHaveFocus());
    press('Delete');
    await waitFor(() =>
      expect(screen.getAllByTestId('workspace-tab').map((el) => el.textContent)).toEqual(['首页', '图标列表']),
    );
  },
  SLOW,
);

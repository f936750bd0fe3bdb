// The header through the whole app: the user popover, clear cache, the player viewer, the language menu.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '@/app/background/page-load';
import { env } from '@/config/env';
import { onOpenEntity } from '@/lib/entities';
import { renderApp } from '@tests/render';

const SLOW = 60_000;
// Clicks use fireEvent: user-event's pointer-events checks (getComputedStyle up the tree) are slow in jsdom with
// antd's style sheets.
const original = { ...pageLoad };
afterEach(() => Object.assign(pageLoad, original));

async function openUserMenu() {
  await screen.findByTestId('home-greeting', {}, { timeout: 20_000 });
  fireEvent.click(screen.getByTestId('user-menu'));
  return screen.findByTestId('user-popover');
}

describe('header', () => {
  it(
    'the user popover shows nickname, username and the two-part version line',
    async () => {
      await renderApp({ as: 'admin' });
      const popover = await openUserMenu();
      expect(within(popover).getByTestId('user-nickname')).toHaveTextContent('系统管理员');
      expect(within(popover).getByTestId('user-username')).toHaveTextContent('admin');
      expect(within(popover).getByTestId('version-line')).toHaveTextContent(
        `版本 ${env.appVersion} · 构建 ${env.buildId}`,
      );
      expect(within(popover).getByRole('menuitem', { name: /清除缓存/ })).toBeInTheDocument();
      expect(within(popover).getByRole('menuitem', { name: /退出登录/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'clear cache: 成功, saved tabs forgotten, session kept, home reloaded after 1 s',
    async () => {
      const to = vi.fn();
      pageLoad.to = to;
      await renderApp({ as: 'admin', route: '/iconList' });
      await screen.findByText('图标列表', { selector: '.ant-card-head-title' }, { timeout: 20_000 });
      await waitFor(() => expect(sessionStorage.getItem('shell.tabs.admin')).toContain('/iconList'));
      fireEvent.click(screen.getByTestId('user-menu'));
      fireEvent.click(await screen.findByRole('menuitem', { name: /清除缓存/ }));
      expect(await screen.findByText('成功')).toBeInTheDocument();
      expect(sessionStorage.getItem('shell.tabs.admin')).toBeNull();
      expect(document.cookie).toContain('token=');
      expect(to).not.toHaveBeenCalled();
      await waitFor(() => expect(to).toHaveBeenCalledWith('/home'), { timeout: 3000 });
    },
    SLOW,
  );

  it(
    'sign out ends the session and shows the login page',
    async () => {
      const app = await renderApp({ as: 'admin' });
      await openUserMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: /退出登录/ }));
      expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
      expect(app.location()).toBe('/user/login');
    },
    SLOW,
  );

  it(
    'the player viewer opens the player detail by id',
    async () => {
      const opened: string[] = [];
      const stop = onOpenEntity((entity, id) => opened.push(`${entity.name}:${id}`));
      try {
        const app = await renderApp({ as: 'admin' });
        await screen.findByTestId('home-greeting', {}, { timeout: 20_000 });
        // The refused text first: an opened player's detail takes the focus once its code has loaded (late on a loaded
        // machine), and what was typed after it would go there.
        const viewer = screen.getByTestId('player-viewer');
        await app.user.type(viewer, 'abc{Enter}');
        expect(await screen.findByText('请输入数字格式的玩家ID', {}, { timeout: 5_000 })).toBeInTheDocument();
        expect(opened).toEqual([]);
        await app.user.clear(viewer);
        await app.user.type(viewer, '880001{Enter}');
        expect(opened).toEqual(['player:880001']);
      } finally {
        stop();
      }
    },
    SLOW,
  );

  it(
    'shows the clock, the currency and the language with flags',
    async () => {
      await renderApp({ as: 'admin' });
      await screen.findByTestId('home-greeting', {}, { timeout: 20_000 });
      expect(screen.getByTestId('header-clock')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}UTC\+8/);
      expect(screen.getByTestId('currency-display')).toHaveTextContent('CNY ¥');
      expect(screen.getByTestId('currency-display').querySelector('[data-flag=cn]')).not.toBeNull();
      fireEvent.click(screen.getByTestId('language-switch'));
      const menu = await waitFor(() => screen.getAllByRole('menu').find((m) => within(m).queryByText('English'))!);
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['简体中文', 'English', 'Português (Brasil)']);
      expect(items.map((item) => item.querySelector('[data-flag]')?.getAttribute('data-flag'))).toEqual([
        'cn',
        'us',
        'br',
      ]);
    },
    SLOW,
  );
});

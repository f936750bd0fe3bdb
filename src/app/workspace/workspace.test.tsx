// The tab workspace through the whole app (real providers, msw mock): tab rules, restore, and keep-alive.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { renderApp } from '@tests/render';

/** The address without its query: a list page adds its paging to it (?pageSize=20&currentPage=1). */
const pathOf = (location: string) => location.split('?')[0];

const titles = () => screen.queryAllByTestId('workspace-tab').map((el) => el.textContent);
// Whole-app journeys on a shared, busy machine: each click re-renders the shell.
const SLOW = 60_000;

const tab = (title: string) => screen.getAllByTestId('workspace-tab').find((el) => el.textContent === title)!;

// The first render compiles the lazy page chunks (slow on a busy machine).
const homeShown = () => screen.findByTestId('home-greeting', {}, { timeout: 20_000 });

async function go(path: string) {
  await act(async () => navigateTo(path));
}

/** The open dropdown's entry with this text (closed dropdowns stay in the DOM, hidden). */
async function dropdownEntry(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByText(text, { selector: '.ant-dropdown-menu-title-content' })
      .find((el) => !el.closest('.ant-dropdown-hidden'));
    if (!found) throw new Error(`no open dropdown entry ${text}`);
    return found.closest<HTMLElement>('[role=menuitem]')!;
  });
}

// fireEvent rather than user-event for clicks: user-event checks pointer-events through getComputedStyle on every
// ancestor, which is slow in jsdom with antd's style sheets, and these journeys click a lot.
/** Right-clicks a tab and picks an entry of its context menu. */
async function tabMenu(title: string, entry: string) {
  fireEvent.contextMenu(tab(title));
  fireEvent.click(await dropdownEntry(entry));
}

/** Opens each path in turn, each time waiting until its tab is the selected one. */
async function openTabs(...paths: string[]) {
  for (const path of paths) {
    await go(path);
    await waitFor(() =>
      expect(
        document.querySelector(`.ant-tabs-tab-active [data-testid=workspace-tab]`)?.closest('[data-node-key]'),
      ).toHaveAttribute('data-node-key', path),
    );
  }
}

describe('tabs', () => {
  it(
    'every visited page opens a tab titled from the menu; another query of one page is its own tab',
    async () => {
      const app = await renderApp({ as: 'admin' });
      await homeShown();
      await openTabs('/iconList', '/system/config', '/game/betOrder/detail?id=11', '/game/betOrder/detail?id=12');
      expect(titles()).toEqual(['首页', '图标列表', '系统配置', '注单详情 · 11', '注单详情 · 12']);
      await go('/iconList');
      expect(titles()).toHaveLength(5);
      expect(pathOf(app.location())).toBe('/iconList');
      expect(tab('图标列表').closest('[role=tab]')).toHaveAttribute('aria-selected', 'true');
    },
    SLOW,
  );

  it(
    'the last tab cannot be closed, and the home tab never can',
    async () => {
      await renderApp({ as: 'admin' });
      await homeShown();
      expect(titles()).toEqual(['首页']);
      expect(document.querySelector('.ant-tabs-tab-remove')).toBeNull();
      await tabMenu('首页', '关闭当前');
      expect(await screen.findByText('这是最后一个标签页，不能关闭')).toBeInTheDocument();

      await openTabs('/iconList');
      await tabMenu('首页', '关闭当前');
      expect(await screen.findByText('首页标签页不能关闭')).toBeInTheDocument();
      expect(titles()).toEqual(['首页', '图标列表']);
    },
    SLOW,
  );

  it(
    'close, middle-click close, and the neighbour takes over',
    async () => {
      const app = await renderApp({ as: 'admin' });
      await homeShown();
      await openTabs('/iconList', '/system/config', '/system/crontab');
      await go('/system/config');
      const closeButton = tab('系统配置').closest('.ant-tabs-tab')!.querySelector('.ant-tabs-tab-remove')!;
      fireEvent.click(closeButton);
      expect(titles()).toEqual(['首页', '图标列表', '定时任务']);
      await waitFor(() => expect(pathOf(app.location())).toBe('/system/crontab'));

      fireEvent(tab('图标列表').closest('.ant-tabs-tab')!, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
      expect(titles()).toEqual(['首页', '定时任务']);
      expect(pathOf(app.location())).toBe('/system/crontab');
    },
    SLOW,
  );

  it(
    'close others, close left, close right',
    async () => {
      const app = await renderApp({ as: 'admin' });
      await homeShown();
      await openTabs('/iconList', '/system/config', '/system/crontab', '/system/currency');

      await tabMenu('系统配置', '关闭右侧');
      expect(titles()).toEqual(['首页', '图标列表', '系统配置']);
      await waitFor(() => expect(pathOf(app.location())).toBe('/system/config'));

      await openTabs('/system/crontab', '/system/currency');
      await tabMenu('定时任务', '关闭左侧');
      expect(titles()).toEqual(['首页', '定时任务', '币种管理']);
      expect(pathOf(app.location())).toBe('/system/currency');

      await tabMenu('定时任务', '关闭其他');
      expect(titles()).toEqual(['首页', '定时任务']);
      await waitFor(() => expect(pathOf(app.location())).toBe('/system/crontab'));
    },
    SLOW,
  );
});

describe('restoring tabs', () => {
  it(
    'open tabs come back after a reload',
    async () => {
      const first = await renderApp({ as: 'admin' });
      await homeShown();
      await openTabs('/iconList', '/system/config');
      first.unmount();
      await renderApp({ route: '/system/crontab' });
      await waitFor(() => expect(titles()).toEqual(['首页', '图标列表', '系统配置', '定时任务']));
    },
    SLOW,
  );

  it(
    'a saved tab the role can no longer open is dropped',
    async () => {
      sessionStorage.setItem('shell.tabs.merchant', JSON.stringify(['/home', '/game/betOrder', '/player/page']));
      await renderApp({ as: 'merchant', route: '/home' });
      await homeShown();
      await waitFor(() => expect(titles()).toEqual(['首页', '玩家列表']));
    },
    SLOW,
  );

  it(
    'a page the role lacks shows 403 and opens no tab',
    async () => {
      await renderApp({ as: 'merchant', route: '/game/betOrder' });
      expect(await screen.findByText('抱歉，您没有访问此页面的权限')).toBeInTheDocument();
      expect(titles()).toEqual(['首页']);
    },
    SLOW,
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordBodies, recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { drawerTitled } from '@tests/support/drawer';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD } from '@tests/support/game-area';
import { onlyPermissions } from '@tests/support/player-area';
import { chooseOption } from '@tests/support/select-option';

const SAVE = /保\s*存/;
const BET_ORDER_AND_CONFIG = [
  'game.betOrder',
  'game.betOrder.changeStatus',
  'system.config',
  'system.config.save',
  'system.config.remove',
  'system.config.refreshCache',
];

/** `shell`: the whole app, for what the page changes in the shell (the side menu); else the page harness. */
async function openPage(route: string, name: string, text: string, shell = false) {
  const app = shell ? await renderApp({ as: 'admin', route }) : await renderPage(route);
  const page = await screen.findByTestId(`resource-${name}`, {}, FIRST_LOAD);
  await within(page).findByText(text, {}, FIRST_LOAD);
  return { app, page };
}

describe('system auth pages', () => {
  it(
    'menu: a tree of the whole menu; an edited page title shows in the console menu at once',
    { timeout: 240_000 },
    async () => {
      const saves = recordCalls('/api/system/authMenu/save');
      // The whole tree (over 100 rows with the merchant keys) is a virtual window, so the page opens filtered to the auth
      // pages (Refine's URL form of the title filter).
      const { app, page } = await openPage(
        '/system/authMenu?filters[0][field]=title&filters[0][operator]=eq&filters[0][value]=system.auth',
        'system.authMenu',
        'system.authRole',
        true,
      );
      const row = within(page).getByText('system.authRole').closest('tr')!;
      // Removal asks by the item's shown title.
      await app.user.click(within(row).getByRole('button', { name: /删\s*除/ }));
      const confirm = (await screen.findByText('确定删除菜单「角色管理」？')).closest('.ant-popover') as HTMLElement;
      await app.user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
      await app.user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
      const drawer = await drawerTitled('编辑菜单');
      await waitFor(() => expect(drawer).toBeVisible());
      // A page: path, component and key; no action key.
      expect(within(drawer).getByLabelText('组件路径')).toHaveValue('system/authRole');
      expect(within(drawer).queryByText('重定向')).toBeNull();
      const title = within(drawer).getByLabelText('菜单名称');
      await app.user.clear(title);
      await app.user.type(title, '角色与权限');
      await app.user.click(within(drawer).getByRole('button', { name: SAVE }));
      expect(await screen.findByText('保存成功', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(saves).toHaveLength(1);
      // The side menu is loaded again: the new title is there.
      const side = screen.getByTestId('side-menu');
      expect(await within(side).findByText('角色与权限', {}, { timeout: 20_000 })).toBeInTheDocument();
    },
  );

  it(
    'role: the super admin cannot be removed; view as this role shows groups and pages',
    { timeout: 120_000 },
    async () => {
      const { app, page } = await openPage('/system/authRole', 'system.authRole', '超级管理员');
      const row = within(page).getByText('超级管理员').closest('tr')!;
      expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
      await app.user.click(within(row).getByRole('button', { name: '以此角色查看' }));
      const dialog = await dialogTitled('「超级管理员」看到的菜单');
      const preview = await within(dialog).findByTestId('role-menu-preview', {}, { timeout: 20_000 });
      expect(within(preview).getByText('游戏管理')).toBeInTheDocument();
      expect(within(preview).getByText('菜单管理')).toBeInTheDocument();
      // Actions are not menu entries.
      expect(within(preview).queryByText('重置密码')).toBeNull();
    },
  );

  it(
    'role: one tree node per key; ticking a page ticks its actions and sends each key once',
    { timeout: 120_000 },
    async () => {
      const bodies = recordBodies<{ permissions: string[] }>('/api/system/authRole/save');
      const { app, page } = await openPage('/system/authRole', 'system.authRole', '超级管理员');
      await app.user.click(within(page).getByTestId('create-button'));
      const tree = await screen.findByTestId('permission-tree', {}, { timeout: 20_000 });
      const drawer = tree.closest('.ant-drawer') as HTMLElement;
      const node = (title: string) => {
        const [found, ...more] = within(tree).getAllByText(title, { selector: '.ant-tree-title' });
        expect(more).toHaveLength(0);
        return found!.closest('.ant-tree-treenode') as HTMLElement;
      };
      const box = (title: string) => node(title).querySelector('.ant-tree-checkbox')!;
      const checkedClass = 'ant-tree-checkbox-checked';
      expect(within(tree).queryByText('注单详情')).toBeNull();
      await app.user.click(box('注单列表'));
      expect(box('注单列表')).toHaveClass('ant-tree-checkbox-checked');
      // 变更状态 follows 注单列表 (the actions of a page are its next nodes, after "open the page").
      const changeStatus = node('注单列表').nextElementSibling!.nextElementSibling!;
      expect(changeStatus).toHaveTextContent('变更状态');
      expect(changeStatus.querySelector('.ant-tree-checkbox')).toHaveClass('ant-tree-checkbox-checked');
      await app.user.click(box('系统配置'));
      expect(box('系统配置')).toHaveClass('ant-tree-checkbox-checked');
      // Its actions (after "open the page": save, remove, refresh) are ticked with it, and read as labels, not keys.
      const configNodes = [node('系统配置')];
      for (let i = 0; i < 4; i++) configNodes.push(configNodes.at(-1)!.nextElementSibling as HTMLElement);
      for (const n of configNodes.slice(2)) expect(n.querySelector('.ant-tree-checkbox')).toHaveClass(checkedClass);
      expect(configNodes[4]!.querySelector('.ant-tree-title')).toHaveTextContent('刷新缓存');
      expect(box('接口文档')).not.toHaveClass('ant-tree-checkbox-checked');
      await app.user.type(within(drawer).getByLabelText('角色名称'), '注单运营');
      await app.user.type(within(drawer).getByLabelText('角色编码'), 'bet_ops');
      await app.user.click(within(drawer).getByRole('button', { name: SAVE }));
      expect(await screen.findByText('保存成功', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(bodies.map((b) => b.permissions)).toEqual([BET_ORDER_AND_CONFIG]);
    },
  );

  it(
    'user: reset password says it is not implemented and calls nothing; no remove of oneself',
    { timeout: 120_000 },
    async () => {
      const calls: URL[] = recordCalls('/api/system/authUser/save');
      const { app, page } = await openPage('/system/authUser', 'system.authUser', '系统管理员');
      const row = within(page).getByText('系统管理员').closest('tr')!;
      expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
      await app.user.click(within(row).getByRole('button', { name: '重置密码' }));
      expect(await screen.findByText('功能未实现')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );

  // The staff side of the role above: a user holding exactly its six keys gets the one page in 系统管理 with every
  // button of its actions, and the status change on 注单列表 (the console filters the menu and the buttons by the
  // profile's keys; the server's own filtering by role is mocks/shell/tests/auth.test.ts's).
  it(
    'a user holding those keys gets 系统管理 -> 系统配置 with its buttons, and 设为成功 on a pending order',
    { timeout: 180_000 },
    async () => {
      onlyPermissions([...BET_ORDER_AND_CONFIG]);
      const app = await renderApp({ as: 'admin', route: '/system/config' });
      const config = await screen.findByTestId('resource-system.config', {}, FIRST_LOAD);
      const side = screen.getByTestId('side-menu');
      // The open page's group is open; its pages are the items of its submenu (its title is a menuitem too).
      const group = within(side).getByText('系统管理').closest('li')!;
      const pages = () => within(group.querySelector('ul')!).getAllByRole('menuitem');
      await waitFor(() => expect(pages().map((el) => el.textContent?.trim())).toEqual(['系统配置']));
      expect(within(side).queryByText('接口文档')).toBeNull();
      expect(within(config).getByTestId('create-button')).toBeInTheDocument();
      expect((await within(config).findAllByRole('button', { name: /编\s*辑/ }, FIRST_LOAD))[0]).toBeInTheDocument();
      expect(within(config).getByRole('button', { name: '刷新缓存' })).toBeInTheDocument();

      // 注单列表, opened from the menu, with the status change on a pending order.
      await app.user.click(within(side).getByText('游戏管理'));
      await app.user.click(await within(side).findByText('注单列表'));
      const orders = await screen.findByTestId('resource-game.betOrder', {}, FIRST_LOAD);
      await within(orders).findAllByText('成功', {}, FIRST_LOAD);
      await chooseOption(app.user, orders, '状态', '待处理');
      await app.user.click(within(orders).getByTestId('filter-search'));
      expect((await within(orders).findAllByText('设为成功', {}, FIRST_LOAD))[0]!.closest('button')).toBeEnabled();
    },
  );
});

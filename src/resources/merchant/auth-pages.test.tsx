import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isPlatformOnly } from '@mocks/domain/staff/catalog';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';

const SAVE = /保\s*存/;
const rowsOf = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
/** The row holding a text; throws until there is one (so waitFor retries). */
function rowWith(page: HTMLElement, text: string): HTMLElement {
  const row = rowsOf(page).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}
// Pointer checks off: they are slow over antd's selects in jsdom.
const fastUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openPage(route: string, name: string, as: 'admin' | 'team') {
  const app = await renderPage(route, { as });
  const page = await screen.findByTestId(`resource-${name}`, {}, FIRST_LOAD);
  await waitFor(() => expect(rowsOf(page).length).toBeGreaterThan(0), FIRST_LOAD);
  return { app, page };
}

/** Picks an option of a form's select, found by its label. */
async function choose(scope: HTMLElement, label: string, option: string) {
  const user = fastUser();
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option, {}, { timeout: 20_000 });
  const visible = options.filter((el) => el.classList.contains('ant-select-item-option'));
  await user.click(visible.at(-1)!);
}

describe('merchant auth pages', () => {
  it(
    'role (a team admin): the tree offers only the keys it holds; a merchant role carries its merchant and team',
    { timeout: 120_000 },
    async () => {
      const bodies = recordBodies<Record<string, unknown>>('/api/merchant/authRole/save');
      const { app, page } = await openPage('/merchant/authRole', 'merchant.authRole', 'team');
      await app.user.click(within(page).getByTestId('create-button'));
      const tree = await screen.findByTestId('permission-tree', {}, { timeout: 20_000 });
      const drawer = tree.closest('.ant-drawer') as HTMLElement;
      const titles = [...tree.querySelectorAll('.ant-tree-title')].map((el) => el.textContent);
      expect(titles).toEqual(expect.arrayContaining(['玩家列表', '商户角色', '商户用户']));
      // Nothing it does not hold: platform-only pages, and pages of the area its role lacks.
      for (const title of ['商户费率', '商户菜单权限', '菜单管理', '投注控制']) expect(titles).not.toContain(title);

      await app.user.type(within(drawer).getByLabelText('角色名称'), '玩家查看');
      await app.user.type(within(drawer).getByLabelText('角色编码'), 'player_view');
      await choose(drawer, '商户', '金龙娱乐');
      const tick = (title: string) => {
        const node = within(tree).getByText(title, { selector: '.ant-tree-title' }).closest('.ant-tree-treenode')!;
        return app.user.click(node.querySelector('.ant-tree-checkbox')!);
      };
      await tick('商户角色');
      await tick('玩家列表');
      // The preview shows both pages: the group the second tick added opens too.
      const preview = within(drawer).getByTestId('role-menu-preview');
      await waitFor(() => expect(within(preview).getByText('玩家列表')).toBeInTheDocument());
      expect(within(preview).getByText('商户角色')).toBeInTheDocument();
      await app.user.click(within(drawer).getByRole('button', { name: SAVE }));
      expect(await screen.findByText('保存成功', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ name: '玩家查看', userType: 3, merchantId: 101, merchantTeamId: 1 });
      expect(bodies[0]!.permissions).toEqual(
        expect.arrayContaining(['merchant.authRole', 'merchant.authRole.save', 'player.page']),
      );
      expect((bodies[0]!.permissions as string[]).filter(isPlatformOnly)).toEqual([]);
      // The new role lists with its type and owner.
      const row = await waitFor(() => rowWith(page, 'player_view'), {
        timeout: 20_000,
      });
      expect(row).toHaveTextContent('金龙团队');
      expect(row).toHaveTextContent('金龙娱乐');
    },
  );

  it(
    'role (a team admin): the shared templates are greyed with the reason and named as such; a new role needs its owner',
    { timeout: 120_000 },
    async () => {
      const bodies = recordBodies<Record<string, unknown>>('/api/merchant/authRole/save');
      const { app, page } = await openPage('/merchant/authRole', 'merchant.authRole', 'team');
      const template = await waitFor(() => rowWith(page, 'merchant_team'), FIRST_LOAD);
      // Owned by nobody: the team column says what it is (not "0", not blank).
      expect(template).toHaveTextContent('共享模板（平台维护）');
      for (const name of ['编辑', '删除']) {
        const link = within(template).getByRole('button', { name });
        expect(link).toHaveAttribute('aria-disabled', 'true');
        expect(link).toHaveAccessibleDescription('共享模板角色由平台维护，不能修改或删除');
      }
      // A greyed edit opens nothing.
      await app.user.click(within(template).getByRole('button', { name: '编辑' }));
      expect(screen.queryByTestId('permission-tree')).toBeNull();

      // Its own form asks for the owner the server requires (a type 3 role: the merchant), before sending.
      await app.user.click(within(page).getByTestId('create-button'));
      const tree = await screen.findByTestId('permission-tree', {}, { timeout: 20_000 });
      const drawer = tree.closest('.ant-drawer') as HTMLElement;
      await app.user.type(within(drawer).getByLabelText('角色名称'), '无主角色');
      await app.user.type(within(drawer).getByLabelText('角色编码'), 'no_owner');
      await app.user.click(within(drawer).getByRole('button', { name: SAVE }));
      expect(await within(drawer).findByText('请选择商户')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
    },
  );

  it(
    'role (the admin): a template is its to edit, with an empty owner, not "0"; a role users hold says why it stays',
    { timeout: 120_000 },
    async () => {
      const { app, page } = await openPage('/merchant/authRole', 'merchant.authRole', 'admin');
      const template = await waitFor(() => rowWith(page, 'merchant_team'), FIRST_LOAD);
      const remove = within(template).getByRole('button', { name: '删除' });
      expect(remove).toHaveAttribute('aria-disabled', 'true');
      expect(remove).toHaveAccessibleDescription('已有 1 个用户使用该角色，不能删除');
      const edit = within(template).getByRole('button', { name: '编辑' });
      expect(edit).not.toHaveAttribute('aria-disabled');
      await app.user.click(edit);
      const tree = await screen.findByTestId('permission-tree', {}, { timeout: 20_000 });
      const drawer = tree.closest('.ant-drawer') as HTMLElement;
      const team = within(drawer).getByRole('combobox', { name: '商户团队' }).closest('.ant-select') as HTMLElement;
      expect(team.querySelector('.ant-select-selection-item')).toBeNull();
      expect(team).not.toHaveTextContent('0');
    },
  );

  it(
    'user (the admin): the role picker offers the roles of the chosen account type, and drops a role of the other type',
    { timeout: 120_000 },
    async () => {
      const { app, page } = await openPage('/merchant/authUser', 'merchant.authUser', 'admin');
      await app.user.click(within(page).getByTestId('create-button'));
      const form = await waitFor(
        () => {
          const modal = document.querySelector<HTMLElement>('.ant-modal');
          expect(modal).not.toBeNull();
          return modal!;
        },
        { timeout: 20_000 },
      );
      const user = fastUser();
      const role = () => within(form).getByRole('combobox', { name: '角色' });
      const offered = () =>
        [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')].map((o) => o.title);
      // A merchant's account (the default type): the merchant roles, never the team's.
      await user.click(role());
      await waitFor(() => expect(offered()).toEqual(['商户', '空角色']), { timeout: 20_000 });
      await user.click(within(form).getByRole('radio', { name: '商户团队' }));
      await user.click(role());
      await waitFor(() => expect(offered()).toEqual(['商户团队']), { timeout: 20_000 });
      await choose(form, '角色', '商户团队');
      const picked = () => role().closest('.ant-select')!.querySelector('.ant-select-selection-item');
      expect(picked()).toHaveTextContent('商户团队');
      // Back to a merchant's account: the team role is not kept.
      await user.click(within(form).getByRole('radio', { name: '商户' }));
      await waitFor(() => expect(picked()).toBeNull(), { timeout: 20_000 });
    },
  );

  it(
    'user (the admin): a merchant account must be bound to its merchant, and carries the merchant and its team',
    { timeout: 120_000 },
    async () => {
      const bodies = recordBodies<Record<string, unknown>>('/api/merchant/authUser/save');
      const { app, page } = await openPage('/merchant/authUser', 'merchant.authUser', 'admin');
      // The set's accounts are the merchant back office's: no platform staff here.
      expect(rowsOf(page).some((r) => r.textContent?.includes('系统管理员'))).toBe(false);
      await app.user.click(within(page).getByTestId('create-button'));
      const form = await waitFor(
        () => {
          const modal = document.querySelector<HTMLElement>('.ant-modal');
          expect(modal).not.toBeNull();
          return modal!;
        },
        { timeout: 20_000 },
      );
      await app.user.type(within(form).getByLabelText('用户名'), 'shop_ops');
      await app.user.type(within(form).getByLabelText('昵称'), '店铺运营');
      await app.user.type(within(form).getByLabelText('密码'), 'shop123');
      await choose(form, '角色', '商户');
      await app.user.click(within(form).getByRole('button', { name: SAVE }));
      // A merchant's account without its merchant is not sent.
      expect(await within(form).findByText('请选择商户')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
      await choose(form, '商户', '金龙娱乐');
      await app.user.click(within(form).getByRole('button', { name: SAVE }));
      expect(await screen.findByText('保存成功', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({ username: 'shop_ops', type: 3, merchantId: 101, merchantTeamId: 1 });
      const row = await waitFor(() => rowWith(page, 'shop_ops'), {
        timeout: 20_000,
      });
      expect(row).toHaveTextContent('金龙娱乐');
    },
  );
});

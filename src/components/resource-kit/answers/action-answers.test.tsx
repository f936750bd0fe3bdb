// What an action shows of the server's answer (answers/<kind>.tsx): a secret once, in a dialog closed only by its
// button, with copy and a warning, kept nowhere after; counts in the success message; the create
// form's secret.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/query-client';
import { defineResource } from '@/components/resource-kit/define-resource';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';
import { dialogTitled, fillForm, press } from '@tests/support/kit-form';

type Shop = { id: number; name: string; secretKeyMasked: string };

const ShopPage = defineResource<Shop>({
  name: 'fixture.shop',
  columns: [{ key: 'id' }, { key: 'name' }, { key: 'secretKeyMasked' }],
  form: { fields: [{ key: 'name', kind: 'text', required: true }], answer: { kind: 'secret', field: 'secretKey' } },
  rowActions: [
    {
      key: 'resetKey',
      permission: 'fixture.shop.resetKey',
      url: '/api/fixture/shop/resetKey',
      confirm: true,
      body: (row) => ({ id: row.id }),
      answer: { kind: 'secret', field: 'secretKey' },
    },
  ],
  toolbarActions: [
    {
      key: 'generate',
      permission: 'fixture.shop.generate',
      url: '/api/fixture/shop/generate',
      fields: [{ key: 'note', kind: 'text', required: true }],
      body: (_rows, values) => values,
      answer: { kind: 'counts', text: 'actions.generate.done' },
    },
  ],
});

const TEXTS = {
  shop: {
    columns: { id: 'ID', name: '商户名称', secretKeyMasked: '密钥' },
    fields: { secretKey: '商户密钥' },
    actions: {
      resetKey: { label: '重置密钥', confirm: '重置 {{name}} 的密钥？', success: '密钥已重置' },
      generate: { label: '生成账单', success: '不应出现', done: '已生成 {{created}} 张，重算 {{updated}} 张' },
    },
  },
};

const SECRET = 'sk_live_0123456789abcdef';
const FIRST = { timeout: 60_000 };

function serve() {
  i18n.addResourceBundle('zh-CN', 'fixture', TEXTS);
  const calls: string[] = [];
  const actions = ['fixture.shop.save', 'fixture.shop.resetKey', 'fixture.shop.generate'];
  serveFixturePages(
    [{ key: 'shop', title: '商户', Page: ShopPage, permissions: actions }],
    [
      mswHttp.get('*/api/fixture/shop/list', () =>
        envelope({ list: [{ id: 1, name: '甲商户', secretKeyMasked: 'sk_l****cdef' }], total: 1 }),
      ),
      mswHttp.post('*/api/fixture/shop/resetKey', () => {
        calls.push('resetKey');
        return envelope({ secretKey: SECRET }, '操作成功');
      }),
      mswHttp.post('*/api/fixture/shop/save', () =>
        envelope({ id: 2, name: '乙商户', secretKey: `${SECRET}-new` }, '操作成功'),
      ),
      mswHttp.post('*/api/fixture/shop/generate', () => envelope({ created: 3, updated: 5 }, '操作成功')),
    ],
  );
  return calls;
}

/** Everything the query client holds, queries and mutations, as text. */
const cached = () =>
  JSON.stringify([
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data),
    queryClient
      .getMutationCache()
      .getAll()
      .map((m) => m.state),
  ]);

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('an action shows what the server answered', () => {
  it(
    'a reset key shows the secret once, with copy and a warning, then keeps it nowhere',
    { timeout: 240_000 },
    async () => {
      const calls = serve();
      const app = await renderApp({ as: 'admin', route: '/fixture/shop' });
      const page = await screen.findByTestId('resource-fixture.shop', {}, FIRST);
      const row = (await within(page).findByText('甲商户', {}, FIRST)).closest('tr')!;
      await app.user.click(within(row).getByRole('button', { name: '重置密钥' }));
      await app.user.click(await screen.findByRole('button', { name: /确\s*定/ }));

      const dialog = await dialogTitled('商户密钥（仅显示一次）');
      expect(calls).toEqual(['resetKey']);
      // A titled dialog (rc-dialog's ids are all "test-id" under test, so the name is checked by its parts).
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAttribute('aria-labelledby', dialog.querySelector('.ant-modal-title')!.id);
      expect(within(dialog).getByLabelText('商户密钥')).toHaveValue(SECRET);
      expect(
        within(dialog).getByText('商户密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存。'),
      ).toBeInTheDocument();
      expect(await screen.findByText('密钥已重置')).toBeInTheDocument();
      // Closed deliberately: no close icon, a click on the mask leaves it open.
      expect(dialog.querySelector('.ant-modal-close')).toBeNull();
      await app.user.click(dialog.closest('.ant-modal-wrap')!);
      expect(within(dialog).getByLabelText('商户密钥')).toHaveValue(SECRET);

      await app.user.click(within(dialog).getByRole('button', { name: '复制商户密钥' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent('商户密钥已复制到剪贴板');
      expect(await navigator.clipboard.readText()).toBe(SECRET);

      await app.user.click(within(dialog).getByRole('button', { name: '我已保存' }));
      await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
      await waitFor(() => expect(cached()).not.toContain(SECRET));

      // The page opened again shows no trace of it.
      app.unmount();
      await renderApp({ route: '/fixture/shop' });
      const again = await screen.findByTestId('resource-fixture.shop', {}, FIRST);
      await within(again).findByText('甲商户', {}, FIRST);
      expect(screen.queryByDisplayValue(SECRET)).toBeNull();
      expect(screen.queryByText('商户密钥（仅显示一次）')).toBeNull();
    },
  );

  it('counts in the success message, the create form’s secret', { timeout: 240_000 }, async () => {
    serve();
    const app = await renderApp({ as: 'admin', route: '/fixture/shop' });
    const page = await screen.findByTestId('resource-fixture.shop', {}, FIRST);
    await within(page).findByText('甲商户', {}, FIRST);

    await app.user.click(within(page).getByRole('button', { name: '生成账单' }));
    const form = await dialogTitled('生成账单');
    await fillForm(app.user, form, { note: '十月' });
    await press(app.user, form, '保存');
    expect(await screen.findByText('已生成 3 张，重算 5 张')).toBeInTheDocument();
    expect(screen.queryByText('不应出现')).toBeNull();

    await app.user.click(within(page).getByTestId('create-button'));
    const create = await dialogTitled('新增商户');
    await fillForm(app.user, create, { 商户名称: '乙商户' });
    await press(app.user, create, '保存');
    const secret = await dialogTitled('商户密钥（仅显示一次）');
    expect(within(secret).getByLabelText('商户密钥')).toHaveValue(`${SECRET}-new`);
    await app.user.click(within(secret).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByDisplayValue(`${SECRET}-new`)).toBeNull());
    await waitFor(() => expect(cached()).not.toContain(SECRET));
  });
});

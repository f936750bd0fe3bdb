// A form action asks after its OK, before sending, with the form's values in the question as the fields show them,
// under an OK that says what it does; Cancel leaves the form filled, and however fast the user clicks one call goes.
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { defineResource } from '@/components/resource-kit/define-resource';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';
import { dialogTitled, fillForm, press, questionAsked as question } from '@tests/support/kit-form';

type Terms = { id: number; name: string; month: string; rate: number };

const nextMonth = (month: string) => dayjs(`${month}-01`).add(1, 'month').format('YYYY-MM');

const TermsPage = defineResource<Terms>({
  name: 'fixture.terms',
  columns: [{ key: 'id' }, { key: 'name' }, { key: 'month', kind: 'month' }, { key: 'rate', kind: 'amount' }],
  rowActions: [
    {
      key: 'setTerms',
      permission: 'fixture.terms.setTerms',
      url: '/api/fixture/terms/set',
      fields: [{ key: 'rate', kind: 'amount', required: true }],
      confirm: (_values, row) => ({ key: 'actions.setTerms.ask', values: { month: nextMonth(row.month) } }),
      body: (row, values) => ({ id: row.id, rate: values.rate }),
    },
  ],
  toolbarActions: [
    {
      key: 'generate',
      permission: 'fixture.terms.generate',
      url: '/api/fixture/terms/generate',
      confirm: true,
      fields: [{ key: 'month', kind: 'month', required: true }],
      body: (_rows, values) => values,
    },
  ],
});

const TEXTS = {
  terms: {
    columns: { id: 'ID', name: '商户名称', month: '生效月份', rate: '费率' },
    fields: { month: '账单月份', rate: '新费率' },
    actions: {
      setTerms: {
        label: '设置新条款',
        ok: '设置',
        ask: '{{name}} 的新费率 {{rate}} 自 {{month}} 起生效，确定？',
        success: '已设置',
      },
      generate: { label: '生成账单', ok: '生成', confirm: '生成 {{month}} 的账单？', success: '已生成' },
    },
  },
};

const FIRST = { timeout: 60_000 };

function serve() {
  i18n.addResourceBundle('zh-CN', 'fixture', TEXTS);
  const calls: unknown[] = [];
  const keys = ['fixture.terms.setTerms', 'fixture.terms.generate'];
  serveFixturePages(
    [{ key: 'terms', title: '条款', Page: TermsPage, permissions: keys }],
    [
      mswHttp.get('*/api/fixture/terms/list', () =>
        envelope({ list: [{ id: 7, name: '甲商户', month: '2026-10', rate: 0.5 }], total: 1 }),
      ),
      mswHttp.post('*/api/fixture/terms/set', async ({ request }) => {
        calls.push(await request.json());
        return envelope(null, '操作成功');
      }),
      mswHttp.post('*/api/fixture/terms/generate', async ({ request }) => {
        calls.push(await request.json());
        return envelope(null, '操作成功');
      }),
    ],
  );
  return calls;
}

const questions = () => document.querySelectorAll('.ant-modal-confirm');

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('a form action confirms with its values', () => {
  it(
    'a toolbar form asks with the chosen month under its own OK; Cancel keeps it; one call',
    { timeout: 240_000 },
    async () => {
      const calls = serve();
      const app = await renderApp({ as: 'admin', route: '/fixture/terms' });
      const page = await screen.findByTestId('resource-fixture.terms', {}, FIRST);
      await within(page).findByText('甲商户', {}, FIRST);
      await app.user.click(within(page).getByRole('button', { name: '生成账单' }));
      const form = await dialogTitled('生成账单');
      // January of this year: the month panel opens on this year.
      const month = dayjs().startOf('year').format('YYYY-MM');
      await app.user.click(within(form).getByLabelText('账单月份'));
      await app.user.click(document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${month}"]`)!);
      await waitFor(() => expect(within(form).getByLabelText('账单月份')).toHaveValue(month));

      const ok = within(form).getByRole('button', { name: /生\s*成/ });
      await app.user.dblClick(ok);
      const asked = await question(`生成 ${month} 的账单？`);
      expect(questions()).toHaveLength(1);
      await press(app.user, asked, '取消');
      await waitFor(() => expect(screen.queryByText(`生成 ${month} 的账单？`)).toBeNull());
      expect(calls).toHaveLength(0);
      expect(within(form).getByLabelText('账单月份')).toHaveValue(month);

      await app.user.click(ok);
      await app.user.dblClick(
        within(await question(`生成 ${month} 的账单？`)).getByRole('button', { name: /生\s*成/ }),
      );
      expect(await screen.findByText('已生成')).toBeInTheDocument();
      expect(calls).toEqual([{ month }]);
    },
  );

  it(
    'a row form asks with a month computed from the row and the values as shown; Cancel keeps them; one call',
    { timeout: 240_000 },
    async () => {
      const calls = serve();
      const app = await renderApp({ as: 'admin', route: '/fixture/terms' });
      const page = await screen.findByTestId('resource-fixture.terms', {}, FIRST);
      const row = (await within(page).findByText('甲商户', {}, FIRST)).closest('tr')!;
      await app.user.click(within(row).getByRole('button', { name: '设置新条款' }));
      const form = await dialogTitled('设置新条款');
      await fillForm(app.user, form, { 新费率: '1234.5' });
      const ok = within(form).getByRole('button', { name: /设\s*置/ });
      await app.user.click(ok);
      const text = '甲商户 的新费率 1,234.50 自 2026-11 起生效，确定？';
      await press(app.user, await question(text), '取消');
      await waitFor(() => expect(screen.queryByText(text)).toBeNull());
      expect(within(form).getByLabelText('新费率')).toHaveValue('1234.5');
      expect(calls).toHaveLength(0);

      await app.user.dblClick(ok);
      await press(app.user, await question(text), '设置');
      expect(await screen.findByText('已设置')).toBeInTheDocument();
      expect(calls).toEqual([{ id: 7, rate: 1234.5 }]);
    },
  );
});

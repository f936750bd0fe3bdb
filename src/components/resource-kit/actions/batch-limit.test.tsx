// A batch action that takes at most `maxRows` rows in one call (control.bet's review: 200) refuses more with a message
// and opens nothing; within the limit its form opens. Rows are picked from the keyboard: each checkbox names its row.
import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { batchMarkAction } from '@/components/resource-kit/actions/batch-action';
import { defineResource } from '@/components/resource-kit/define-resource';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';
import { dialogTitled } from '@tests/support/kit-form';

type Row = { id: string; name: string };

const MarkPage = defineResource<Row>({
  name: 'fixture.marks',
  columns: [{ key: 'id' }, { key: 'name' }],
  toolbarActions: [
    batchMarkAction<Row>({
      key: 'markDone',
      permission: 'fixture.marks.markDone',
      url: '/api/fixture/marks/mark',
      idKey: 'id',
      values: { status: 1 },
      fields: [{ key: 'remark', kind: 'textarea' }],
      maxRows: 2,
    }),
  ],
});

const TEXTS = {
  marks: { fields: { remark: '备注' }, actions: { markDone: { label: '标记完成', confirm: '标记 {{count}} 行？' } } },
};

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('a batch action with a row limit', () => {
  it(
    'refuses more selected rows than it takes, with a message; opens its form within the limit',
    { timeout: 240_000 },
    async () => {
      i18n.addResourceBundle('zh-CN', 'fixture', TEXTS);
      const rows = ['a', 'b', 'c'].map((id) => ({ id, name: `行${id}` }));
      serveFixturePages(
        [{ key: 'marks', title: '标记', Page: MarkPage, permissions: ['fixture.marks.markDone'] }],
        [mswHttp.get('*/api/fixture/marks/list', () => envelope({ list: rows, total: rows.length }))],
      );
      const app = await renderApp({ as: 'admin', route: '/fixture/marks' });
      const page = await screen.findByTestId('resource-fixture.marks', {}, { timeout: 60_000 });
      const box = async (id: string) =>
        within(page).findByRole('checkbox', { name: `选择 ${id}` }, { timeout: 60_000 });
      for (const id of ['a', 'b', 'c']) {
        (await box(id)).focus();
        await app.user.keyboard(' ');
      }
      await app.user.click(within(page).getByRole('button', { name: '标记完成' }));
      expect(await screen.findByText('最多可选 2 条，已选 3 条')).toBeInTheDocument();
      expect(document.querySelector('.ant-modal')).toBeNull();

      (await box('c')).focus();
      await app.user.keyboard(' ');
      await app.user.click(within(page).getByRole('button', { name: '标记完成' }));
      expect(within(await dialogTitled('标记完成')).getByLabelText('备注')).toBeInTheDocument();
    },
  );
});

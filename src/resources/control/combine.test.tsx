// 组合控制 against the mock, in one render: each pool's range as an interval ([0, 0], (a, b], (a, +∞)), the fixed
// pools' remove greyed with the reason, and the edit form's preview of the range the pool will cover and the
// neighbour it narrows, following the typed bound before anything is saved; a bound already taken turns save off,
// with the reason beside it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled } from '@tests/support/kit-form';

const FIRST_LOAD = { timeout: 60_000 };

describe('control.combine page', () => {
  it(
    'shows ranges as intervals and previews what a new bound does to the neighbours',
    { timeout: 120_000 },
    async () => {
      const saves = recordCalls('/api/control/combine/save');
      const app = await renderPage('/control/combine');
      const page = await screen.findByTestId('resource-control.combine', {}, FIRST_LOAD);
      // The first game's pools lead the list (by game, then sort).
      const rowOf = async (name: string) =>
        (await within(page).findAllByText(name, {}, FIRST_LOAD))[0]!.closest('tr') as HTMLElement;
      const zero = await rowOf('不中奖');
      expect(within(zero).getByText('[0, 0]')).toBeInTheDocument();
      expect(within(await rowOf('中奖')).getByText('(1, 5]')).toBeInTheDocument();
      const top = await rowOf('超级大奖');
      expect(within(top).getByText('(100, +∞)')).toBeInTheDocument();
      // Neither fixed pool can be removed, and each says why.
      expect(
        within(zero).getByRole('button', { name: /删\s*除/, description: '[0, 0] 组合不能删除' }),
      ).toBeInTheDocument();
      expect(
        within(top).getByRole('button', { name: /删\s*除/, description: '无上限的最高组合不能删除' }),
      ).toBeInTheDocument();

      await app.user.click(within(await rowOf('大奖')).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await dialogTitled('编辑组合');
      const preview = within(dialog).getByTestId('preview-rangePreview');
      expect(await within(preview).findByText('将覆盖 (5, 20]', {}, FIRST_LOAD)).toBeInTheDocument();
      expect(within(preview).getByText('其他组合的区间不变')).toBeInTheDocument();
      const max = within(dialog).getByLabelText('最大倍数');
      await app.user.clear(max);
      await app.user.type(max, '30');
      expect(await within(preview).findByText('将覆盖 (5, 30]')).toBeInTheDocument();
      expect(within(preview).getByText('下一组合 巨奖 的区间由 (20, 100] 缩小为 (30, 100]')).toBeInTheDocument();
      // Past the pool above: it widens down to 5, and the top pool narrows.
      await app.user.clear(max);
      await app.user.type(max, '150');
      await waitFor(() => expect(within(preview).getByText('将覆盖 (100, 150]')).toBeInTheDocument());
      expect(within(preview).getByText('组合 巨奖 的区间由 (20, 100] 扩大为 (5, 100]')).toBeInTheDocument();
      expect(within(preview).getByText('下一组合 超级大奖 的区间由 (100, +∞) 缩小为 (150, +∞)')).toBeInTheDocument();
      // What the server would refuse turns save off, saying why: its average left outside the new range, then a bound
      // another pool already has (Enter sends nothing either).
      const ok = within(dialog).getByRole('button', { name: /保\s*存|确\s*定/ });
      await waitFor(() => expect(ok).toBeDisabled());
      expect(ok).toHaveAccessibleDescription('平均倍数须在 (100, 150] 内');
      await app.user.clear(max);
      await app.user.type(max, '100');
      const clash = '组合 巨奖 的最大倍数已是 100，不能重复';
      expect(await within(preview).findByText(clash)).toBeInTheDocument();
      await waitFor(() => expect(ok).toBeDisabled());
      expect(ok).toHaveAccessibleDescription(clash);
      expect(within(dialog).getByTestId('form-blocked')).toHaveTextContent(clash);
      await app.user.type(max, '{Enter}');
      await app.user.clear(max);
      await app.user.type(max, '30');
      await waitFor(() => expect(ok).toBeEnabled());
      expect(within(dialog).queryByTestId('form-blocked')).toBeNull();
      expect(saves).toHaveLength(0);
    },
  );
});

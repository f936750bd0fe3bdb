import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';
import { storeTeam } from '@mocks/domain/org/org';

describe('merchant.team', () => {
  it(
    'a team with merchants shows remove disabled with the reason; an empty one is removed after asking',
    { timeout: 120_000 },
    async () => {
      storeTeam({ name: '空团队', contact: 'tg @empty', status: 1, remark: '' }, 'admin', '2026-01-01 00:00:00');
      const removes = recordCalls('/api/merchant/team/remove');
      const app = await renderPage('/merchant/team');
      const page = await screen.findByTestId('resource-merchant.team', {}, FIRST_LOAD);
      const rowOf = (name: string) => within(page).getByText(name).closest('tr') as HTMLElement;
      await within(page).findByText('空团队', {}, FIRST_LOAD);

      const busy = within(rowOf('金龙团队')).getByRole('button', { name: /删\s*除/ });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      expect(busy).toHaveAccessibleDescription('该团队下还有 3 个商户，不能删除');
      await app.user.click(busy);
      expect(screen.queryByText('确定删除商户团队「金龙团队」？')).toBeNull();

      await app.user.click(within(rowOf('空团队')).getByRole('button', { name: /删\s*除/ }));
      const confirm = (await screen.findByText('确定删除商户团队「空团队」？')).closest('.ant-popover') as HTMLElement;
      await app.user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
      expect(await screen.findByText('删除成功', {}, { timeout: 20_000 })).toBeInTheDocument();
      await waitFor(() => expect(within(page).queryByText('空团队')).toBeNull(), { timeout: 20_000 });
      expect(removes).toHaveLength(1);
    },
  );
});

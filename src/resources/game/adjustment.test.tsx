// 调整注单 is filled only by the status changes of the other bet order lists: empty, it says where its rows come from
// (the kit's empty state with the declaration's hint), in the user's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { FIRST_LOAD } from '@tests/support/game-area';
import { renderPage } from '@tests/support/page-harness';

describe('adjusted bet orders', () => {
  it(
    "opens empty with the hint that adjustments come from a bet order's status action",
    { timeout: 120_000 },
    async () => {
      await renderPage('/game/adjustment');
      const page = await screen.findByTestId('resource-game.adjustment', {}, FIRST_LOAD);
      const empty = await within(page).findByTestId('list-empty', {}, FIRST_LOAD);
      expect(empty).toHaveTextContent('暂无数据');
      expect(within(empty).getByTestId('list-empty-hint')).toHaveTextContent(
        '调整注单来自注单的状态变更：在注单列表、待处理注单或失败注单中对一笔注单执行「设为成功」或「设为失败」后',
      );

      await changeLanguage('en-US');
      expect(
        await within(page).findByText(/^Adjusted orders come from status changes: .*“Set to success”/),
      ).toBeInTheDocument();
    },
  );
});

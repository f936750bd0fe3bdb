// 组合逻辑 against the mock, one render: the seeded tier-1 figures; a typed weight moves the expected RTP before
// anything is sent; the save sends the whole set and the page then shows the server's figures; a set weighing 0 is
// refused in the form; switching the tier with unsaved weights asks first.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedCombineId } from '@mocks/control/db/combines';
import { logicOf } from '@mocks/control/db/logic';
import { recordBodies } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { press, questionAsked } from '@tests/support/kit-form';
import { tierFigures } from '@/lib/contract/combine-rtp';

const FIRST_LOAD = { timeout: 60_000 };
const GAME = 1001;
const AVG = [0, 0.5, 2.2, 9, 38, 180];
const expected = (weights: number[]) =>
  `${tierFigures(weights.map((weight, i) => ({ weight, avgMultiple: AVG[i]!, enabled: true }))).expectedRtp.toFixed(2)}%`;

describe('control.combineLogic page', () => {
  it(
    'recomputes the expected RTP as the user types, saves the whole set and shows the server figures',
    { timeout: 240_000 },
    async () => {
      const saves = recordBodies('/api/control/combineLogic/save');
      const app = await renderApp({ as: 'admin', route: '/control/combineLogic' });
      const rtp = await screen.findByTestId('logic-expected-rtp', {}, FIRST_LOAD);
      await waitFor(() => expect(rtp).toHaveTextContent('96.88%'), FIRST_LOAD);
      expect(expected([600, 250, 115, 24, 5, 1])).toBe('96.88%');

      // Typed, not saved: the figure moves and nothing is sent.
      const top = screen.getByLabelText('超级大奖 的权重');
      await app.user.clear(top);
      await app.user.type(top, '10');
      expect(rtp).toHaveTextContent(expected([600, 250, 115, 24, 5, 10]));
      expect(within(rtp).getByText('未保存')).toBeInTheDocument();
      expect(saves).toHaveLength(0);

      await press(app.user, screen.getByTestId('resource-control.combineLogic'), '保存权重');
      await waitFor(() =>
        expect(saves).toEqual([
          {
            gameId: GAME,
            tier: 1,
            items: [600, 250, 115, 24, 5, 10].map((weight, i) => ({ combineId: seedCombineId(GAME, i + 1), weight })),
          },
        ]),
      );
      // The server's figure, read from the reference server's store (a second login would end the page's session).
      const server = logicOf(GAME, 1).summary;
      await waitFor(() => expect(within(rtp).queryByText('未保存')).toBeNull());
      expect(rtp).toHaveTextContent(`${server.expectedRtp.toFixed(2)}%`);
      expect(screen.getByTestId('logic-total-weight')).toHaveTextContent('1,004');

      // Σ weight 0 is refused in the form, with nothing sent.
      for (const name of ['不中奖', '小奖', '中奖', '大奖', '巨奖', '超级大奖']) {
        const input = screen.getByLabelText(`${name} 的权重`);
        await app.user.clear(input);
        await app.user.type(input, '0');
      }
      await press(app.user, screen.getByTestId('resource-control.combineLogic'), '保存权重');
      expect(await screen.findByText('启用组合的权重合计须大于 0，无法保存')).toBeInTheDocument();
      expect(saves).toHaveLength(1);

      // Leaving the tier with unsaved weights asks; discarding shows the other tier's stored weights.
      await app.user.click(screen.getByRole('combobox', { name: '控制档位' }));
      await app.user.click(await screen.findByTitle('收分'));
      await press(app.user, await questionAsked('放弃未保存的修改？'), '放弃修改');
      await waitFor(() => expect(screen.getByLabelText('中奖 的权重')).toHaveValue('92'));
      expect(within(rtp).queryByText('未保存')).toBeNull();
    },
  );
});

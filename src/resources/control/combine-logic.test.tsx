// 组合逻辑 against the mock, one render: a disabled pool is marked, keeps its weight and counts 0; a typed weight
// moves the expected RTP before anything is sent; the save sends the whole set and the page then shows the server's
// figures; a set weighing 0 on the enabled pools is refused in the form; switching the tier with unsaved weights
// asks first.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveCombine, seedCombineId } from '@mocks/control/db/combines';
import { logicOf } from '@mocks/control/db/logic';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { press, questionAsked } from '@tests/support/kit-form';
import { tierFigures } from '@/lib/contract/combine-rtp';

const FIRST_LOAD = { timeout: 60_000 };
const GAME = 1001;
const AVG = [0, 0.5, 2.2, 9, 38, 180];
const ENABLED = [true, true, true, true, true, false];
const expected = (weights: number[]) =>
  `${tierFigures(weights.map((weight, i) => ({ weight, avgMultiple: AVG[i]!, enabled: ENABLED[i]! }))).expectedRtp.toFixed(2)}%`;
const ENABLED_POOLS = ['不中奖', '小奖', '中奖', '大奖', '巨奖'];

describe('control.combineLogic page', () => {
  it(
    'recomputes the expected RTP as the user types, saves the whole set and shows the server figures',
    { timeout: 120_000 },
    async () => {
      const top = { id: seedCombineId(GAME, 6), name: '超级大奖', maxMultiple: null, avgMultiple: 180, status: 0 };
      expect(saveCombine(top, 'admin').ok).toBe(true);
      const saves = recordBodies('/api/control/combineLogic/save');
      const app = await renderPage('/control/combineLogic');
      const rtp = await screen.findByTestId('logic-expected-rtp', {}, FIRST_LOAD);
      await waitFor(() => expect(rtp).toHaveTextContent(expected([600, 250, 115, 24, 5, 1])), FIRST_LOAD);
      // The disabled pool: marked, its stored weight shown, left out of Σ weight.
      expect(screen.getByTestId(`disabled-${top.id}`)).toHaveTextContent('已停用');
      expect(screen.getByLabelText('超级大奖 的权重')).toHaveValue('1');
      expect(screen.getByTestId('logic-total-weight')).toHaveTextContent('994');

      // Typed, not saved: the figure moves and nothing is sent.
      const big = screen.getByLabelText('巨奖 的权重');
      await app.user.clear(big);
      await app.user.type(big, '10');
      expect(rtp).toHaveTextContent(expected([600, 250, 115, 24, 10, 1]));
      expect(within(rtp).getByText('未保存')).toBeInTheDocument();
      expect(saves).toHaveLength(0);

      await press(app.user, screen.getByTestId('resource-control.combineLogic'), '保存权重');
      await waitFor(() =>
        expect(saves).toEqual([
          {
            gameId: GAME,
            tier: 1,
            items: [600, 250, 115, 24, 10, 1].map((weight, i) => ({ combineId: seedCombineId(GAME, i + 1), weight })),
          },
        ]),
      );
      await waitFor(() => expect(within(rtp).queryByText('未保存')).toBeNull());
      // The server's figure, read from the reference server's store (a second login would end the page's session).
      expect(rtp).toHaveTextContent(`${logicOf(GAME, 1).summary.expectedRtp.toFixed(2)}%`);
      expect(screen.getByTestId('logic-total-weight')).toHaveTextContent('999');

      // Σ weight of the enabled pools 0 (the disabled one still weighs 1): refused in the form, nothing sent.
      for (const name of ENABLED_POOLS) {
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

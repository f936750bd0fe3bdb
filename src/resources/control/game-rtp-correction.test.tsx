// RTP修正记录 against the mock: with a game chosen in the filters the chart's table lists its working RTP by
// correction time; the manual correction shows the chosen game's allowed range and working RTP and refuses a new RTP
// outside that range in the form, before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { expectFieldMessage } from '@tests/field-message';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled, fillForm, press } from '@tests/support/kit-form';
import { chooseOption } from '@tests/support/select-option';
import type { ListResult } from '@/api/common';
import type { GameControlRow } from '@/api/control';

const FIRST_LOAD = { timeout: 60_000 };
const GAME = 1001;

describe('control.gameRtpCorrection page', () => {
  it('charts the chosen game and shows its bounds in the manual correction', { timeout: 180_000 }, async () => {
    const listed = await call<ListResult<GameControlRow>>('/api/control/game/list', {
      token: await login(),
      query: { gameId: GAME },
    });
    const game = listed.result.list[0]!;
    const saves = recordBodies('/api/control/gameRtpCorrection/save');
    const app = await renderPage(
      `/control/gameRtpCorrection?filters[0][field]=gameId&filters[0][operator]=eq&filters[0][value]=${GAME}`,
    );
    const page = await screen.findByTestId('resource-control.gameRtpCorrection', {}, FIRST_LOAD);
    const chart = await within(page).findByTestId('rtp-chart-table', {}, FIRST_LOAD);
    await waitFor(() => expect(chart.querySelectorAll('tbody tr').length).toBeGreaterThan(0), FIRST_LOAD);
    expect(within(chart).getByText('当前RTP（%）')).toBeInTheDocument();
    // The working RTP the chart ends on is control.game's.
    const last = [...chart.querySelectorAll('tbody tr')].at(-1)!;
    expect(last.querySelector('td')).toHaveTextContent(game.currentRtp.toFixed(2));

    await press(app.user, page, '手动修正');
    const dialog = await dialogTitled('手动修正');
    await chooseOption(app.user, dialog, '游戏', `${game.gameName} (${GAME})`);
    const bounds = within(dialog).getByTestId('game-bounds');
    const pct = (n: number) => n.toFixed(2);
    await waitFor(
      () =>
        expect(bounds).toHaveTextContent(
          `允许 ${pct(game.minRtp)}% – ${pct(game.maxRtp)}%，当前RTP ${pct(game.currentRtp)}%，目标RTP ${pct(game.targetRtp)}%`,
        ),
      FIRST_LOAD,
    );
    await fillForm(app.user, dialog, { '修正后RTP（%）': String(game.maxRtp + 0.01), 修正原因: '测试原因' });
    await press(app.user, dialog, '修正');
    await expectFieldMessage(dialog, '修正后RTP须在该游戏的允许范围内', FIRST_LOAD);
    expect(saves).toHaveLength(0);
  });
});

// The info tab through the whole app on the mock's players: field rules, the walletMode and permission rules of
// the modify-balance link, the frozen state, markup shown as text, and the balance refresh.
import { waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allPlayers, getPlayer } from '@mocks/domain/players/players';
import { XSS_PLAYER_ID } from '@mocks/domain/players/seed-players';
import { mockServer } from '@mocks/node';
import { recordCalls } from '@tests/record-calls';
import { FIRST_LOAD, SLOW, onlyPermissions, openDetail, renderDetailHost } from '@tests/support/player-area';

async function infoOf(playerId: number | string) {
  const dialog = await openDetail(playerId);
  const grid = await within(dialog).findByTestId('player-info-grid', {}, FIRST_LOAD);
  return { dialog, grid };
}

const valueOf = (grid: HTMLElement, label: string) => {
  const th = within(grid).getByText(label, { selector: 'th, th *' });
  return th.closest('th')!.nextElementSibling as HTMLElement;
};

describe('player info tab', () => {
  it(
    'shows the spec grid for 880001: real account, transfer wallet, active tag, IP with its location',
    async () => {
      const player = getPlayer(880001)!;
      await renderDetailHost('admin');
      const { grid } = await infoOf(880001);
      expect(valueOf(grid, '平台用户ID')).toHaveTextContent('880001');
      expect(valueOf(grid, '商户用户ID')).toHaveTextContent(player.playerName);
      expect(valueOf(grid, '账号类型')).toHaveTextContent('真实账号');
      expect(valueOf(grid, '钱包类型')).toHaveTextContent('转账钱包');
      expect(valueOf(grid, '钱包币种')).toHaveTextContent('CNY');
      expect(valueOf(grid, '最后登录IP')).toHaveTextContent(`${player.ip}${player.ipName}`);
      const state = within(grid).getByTestId('info-state');
      expect(state).toHaveTextContent('正常');
      expect(state.className).toContain('ant-tag-blue');
      expect(within(grid).queryByText('冻结原因')).toBeNull();
      expect(within(grid).getByTestId('info-balance')).toHaveTextContent(/^[\d,]+\.\d{2}$/);
      expect(within(grid).getByTestId('info-rtp')).toHaveTextContent('10000（原始）');
      expect(within(grid).getByTestId('modify-balance')).toBeInTheDocument();
      expect(within(grid).getByTestId('modify-rtp')).toBeInTheDocument();
      expect(within(grid).getByTestId('modify-blackRtp')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a frozen player shows the red frozen tag and the freeze reason',
    async () => {
      const frozen = allPlayers().find((p) => p.state === 0 && p.reason)!;
      await renderDetailHost('admin');
      const { grid } = await infoOf(frozen.id);
      const state = within(grid).getByTestId('info-state');
      expect(state).toHaveTextContent('冻结');
      expect(state.className).toContain('ant-tag-red');
      expect(valueOf(grid, '冻结原因')).toHaveTextContent(frozen.reason);
    },
    SLOW,
  );

  it(
    'hides the modify-balance link when walletMode is 2, shows it for the same role otherwise',
    async () => {
      const merchantWallet = allPlayers().find((p) => p.walletMode === 2)!;
      await renderDetailHost('admin');
      let { grid } = await infoOf(merchantWallet.id);
      expect(within(grid).getByTestId('refresh-balance')).toBeInTheDocument();
      expect(within(grid).queryByTestId('modify-balance')).toBeNull();

      ({ grid } = await infoOf(880001));
      expect(within(grid).getByTestId('modify-balance')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a merchant has no modify-balance and no RTP links',
    async () => {
      await renderDetailHost('merchant');
      const { grid } = await infoOf(880001);
      expect(within(grid).getByTestId('refresh-balance')).toBeInTheDocument();
      expect(within(grid).queryByTestId('modify-balance')).toBeNull();
      expect(within(grid).queryByTestId('modify-rtp')).toBeNull();
    },
    SLOW,
  );

  it(
    'player.updateBalance without player.rtp.save shows only the balance link',
    async () => {
      onlyPermissions(['player.info', 'player.updateBalance']);
      await renderDetailHost('admin');
      const { grid } = await infoOf(880001);
      expect(within(grid).getByTestId('modify-balance')).toBeInTheDocument();
      expect(within(grid).queryByTestId('modify-rtp')).toBeNull();
    },
    SLOW,
  );

  it(
    'shows a nickname holding markup as text',
    async () => {
      const player = getPlayer(XSS_PLAYER_ID)!;
      expect(player.nickName).toContain('<img');
      await renderDetailHost('admin');
      const { dialog, grid } = await infoOf(XSS_PLAYER_ID);
      expect(within(grid).getByTestId('info-nickName').textContent).toBe(player.nickName);
      expect(dialog.querySelector('img')).toBeNull();
    },
    SLOW,
  );

  it(
    'refresh asks /api/player/balance and shows its answer',
    async () => {
      const calls = recordCalls('/api/player/balance');
      mockServer.use(
        mswHttp.get('*/api/player/balance', () =>
          HttpResponse.json({ state: 1, msg: '', result: { balance: 12345.6 } }),
        ),
      );
      const app = await renderDetailHost('admin');
      const { grid } = await infoOf(880001);
      expect(calls).toHaveLength(0);
      await app.user.click(within(grid).getByTestId('refresh-balance'));
      await waitFor(() => expect(within(grid).getByTestId('info-balance')).toHaveTextContent('12,345.60'));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.searchParams.get('playerId')).toBe('880001');
    },
    SLOW,
  );
});

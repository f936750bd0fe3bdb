// The list tabs of the player detail against the mock: what each call carries (player scope, defaults of today),
// the game stats win/loss rule, the bet order detail frame, and the colours of amounts and trade states.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { formatRange, presetRange } from '@/components/inputs/date-range-picker';
import { withWinLoss } from '@/resources/player/detail/game-stats-tab';
import { recordCalls } from '@tests/record-calls';
import { FIRST_LOAD, SLOW, openDetail, renderDetailHost } from '@tests/support/player-area';

const today = () => formatRange(presetRange('today')).join(',');

async function openTab(app: Awaited<ReturnType<typeof renderDetailHost>>, name: string, playerId = 880001) {
  const dialog = await openDetail(playerId);
  await app.user.click(await within(dialog).findByText(name, { selector: '[role=tab]' }, FIRST_LOAD));
  return dialog;
}

describe('player detail lists', () => {
  it('derives win/loss from bet and payout', () => {
    expect(withWinLoss({ betAmount: 120.5, boundsAmount: 100.25 })).toMatchObject({
      userWinAmount: -20.25,
      companyWinAmount: 20.25,
    });
    expect(withWinLoss({ betAmount: 10, boundsAmount: 35.1 })).toMatchObject({
      userWinAmount: 25.1,
      companyWinAmount: -25.1,
    });
  });

  it(
    'game stats: one call without a pager; user win/loss = payout - bet, company = bet - payout',
    async () => {
      const calls = recordCalls('/api/player/gameStats');
      mockServer.use(
        mswHttp.get('*/api/player/gameStats', () =>
          HttpResponse.json({
            state: 1,
            msg: '',
            result: {
              total: 1,
              list: [
                {
                  gameName: 'Fortune Ox',
                  currencyCode: 'CNY',
                  betAmount: 120.5,
                  boundsAmount: 100.25,
                  userWinAmount: 0,
                  companyWinAmount: 0,
                  betCount: 9,
                  roundCount: 7,
                  clearCount: 3,
                  clearCountFree: 1,
                  updateTime: '2026-01-02 03:04:05',
                },
              ],
            },
          }),
        ),
      );
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '游戏统计');
      const tab = await within(dialog).findByTestId('player-tab-gameStats');
      const row = (await within(tab).findByText('Fortune Ox', {}, FIRST_LOAD)).closest('tr')!;
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
      expect(cells).toEqual([
        'Fortune Ox',
        'CNY',
        '120.50',
        '100.25',
        '-20.25',
        '20.25',
        '9',
        '7',
        '3',
        '1',
        '2026-01-02 03:04:05',
      ]);
      expect(within(row).getByText('-20.25').style.color).not.toBe('');
      expect(tab.querySelector('.ant-pagination')).toBeNull();
      expect(within(tab).getByTestId('summary-label')).toHaveTextContent('合计');
      expect(calls[0]!.searchParams.get('playerId')).toBe('880001');
    },
    SLOW,
  );

  it(
    'bet orders: es and today by default, the player scope, and the child id opens the order detail frame',
    async () => {
      const calls = recordCalls('/api/player/betOrder');
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '注单记录');
      const tab = await within(dialog).findByTestId('player-tab-betOrder');
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      const params = calls[0]!.searchParams;
      expect(Object.fromEntries(params)).toMatchObject({
        playerId: '880001',
        playerIdType: 'platform',
        dateType: '2',
        dataType: 'es',
        date: today(),
        current: '1',
        pageSize: '20',
      });
      expect(within(tab).getByLabelText('ES')).toBeChecked();
      // The order number filter starts on the child order id.
      expect(within(tab).getByText('子单号', { selector: '.ant-select-selection-item' })).toBeInTheDocument();

      const ids = await within(tab).findAllByText(/^\d{17}$/, { selector: 'button span' }, FIRST_LOAD);
      const id = ids[0]!.textContent!;
      await app.user.click(ids[0]!);
      const detail = (await screen.findByText(`注单详情 ${id}`)).closest('.ant-modal') as HTMLElement;
      const frame = await within(detail).findByTestId('url-frame', {}, FIRST_LOAD);
      expect(frame.getAttribute('src')).toContain(`/api/game/betOrder/view?id=${id}`);
      expect(frame).toHaveAttribute('sandbox');
    },
    SLOW,
  );

  it(
    'bet orders: a settlement range over 7 days shows the tooltip and is not queried',
    async () => {
      const calls = recordCalls('/api/player/betOrder');
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '注单记录');
      const tab = await within(dialog).findByTestId('player-tab-betOrder');
      await waitFor(() => expect(calls.length).toBeGreaterThan(0), FIRST_LOAD);
      await app.user.click(within(tab).getByPlaceholderText('开始时间'));
      await app.user.click(await screen.findByText('最近 30 天', { selector: '.ant-picker-presets li' }));
      expect(await screen.findByText('时间不能超过7天', { selector: '.ant-tooltip-inner' })).toBeInTheDocument();
      const before = calls.length;
      await app.user.click(within(tab).getByTestId('filter-search'));
      await new Promise((r) => setTimeout(r, 300));
      expect(calls).toHaveLength(before);
    },
    SLOW,
  );

  it(
    'the order detail frames nothing but http(s) URLs (blob: only in a mock build)',
    async () => {
      mockServer.use(
        mswHttp.get('*/api/game/betOrder/detail', () =>
          HttpResponse.json({ state: 1, msg: '', result: { url: 'javascript:alert(1)' } }),
        ),
      );
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '注单记录');
      const tab = await within(dialog).findByTestId('player-tab-betOrder');
      const ids = await within(tab).findAllByText(/^\d{17}$/, { selector: 'button span' }, FIRST_LOAD);
      await app.user.click(ids[0]!);
      expect(await screen.findByTestId('frame-error')).toBeInTheDocument();
      expect(screen.queryByTestId('url-frame')).toBeNull();
    },
    SLOW,
  );

  it(
    'wallet transfers: today and trade time by default; success green, anything else red',
    async () => {
      const calls = recordCalls('/api/player/translateLog');
      mockServer.use(
        mswHttp.get('*/api/player/translateLog', () =>
          HttpResponse.json({
            state: 1,
            msg: '',
            result: {
              total: 3,
              list: [
                {
                  id: 'T1',
                  tradeTime: '2026-01-02 03:04:05',
                  finishTime: '',
                  currencyCode: 'CNY',
                  tradeType: 100,
                  tradeTypeName: 'x',
                  tradeAmount: 50,
                  balanceBefore: 0,
                  balanceAfter: 50,
                  tradeState: 0,
                  tradeStateName: '成功',
                  message: '',
                  updateTime: '',
                  ip: '1.2.3.4',
                  ipName: '上海',
                },
                {
                  id: 'T2',
                  tradeTime: '2026-01-02 03:05:05',
                  finishTime: '',
                  currencyCode: 'CNY',
                  tradeType: 200,
                  tradeTypeName: 'y',
                  tradeAmount: -20,
                  balanceBefore: 50,
                  balanceAfter: 30,
                  tradeState: 7,
                  tradeStateName: '处理中',
                  message: '<b>x</b>',
                  updateTime: '',
                  ip: '1.2.3.4',
                  ipName: '上海',
                },
                // a server that does not sign withdrawals
                {
                  id: 'T3',
                  tradeTime: '2026-01-02 03:06:05',
                  finishTime: '',
                  currencyCode: 'CNY',
                  tradeType: 200,
                  tradeTypeName: 'y',
                  tradeAmount: 15,
                  balanceBefore: 30,
                  balanceAfter: 15,
                  tradeState: 0,
                  tradeStateName: '成功',
                  message: '',
                  updateTime: '',
                  ip: '1.2.3.4',
                  ipName: '上海',
                },
              ],
            },
          }),
        ),
      );
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '转账记录');
      const tab = await within(dialog).findByTestId('player-tab-translateLog');
      expect((await within(tab).findAllByText('成功', { selector: '.ant-tag' }, FIRST_LOAD))[0]!.className).toContain(
        'ant-tag-green',
      );
      expect(within(tab).getByText('处理中', { selector: '.ant-tag' }).className).toContain('ant-tag-red');
      expect(within(tab).getByText('充值')).toBeInTheDocument();
      expect(within(tab).getAllByText('提现')).toHaveLength(2);
      expect(within(tab).getByText('<b>x</b>')).toBeInTheDocument();
      expect(within(tab).getByText('-20.00')).toHaveClass('ant-typography-danger');
      expect(within(tab).getByText('+50.00')).toHaveClass('ant-typography-success');
      expect(within(tab).getByText('-15.00')).toHaveClass('ant-typography-danger');
      expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({
        playerId: '880001',
        dateType: '1',
        date: today(),
      });
    },
    SLOW,
  );

  it(
    'online log and balance ledger start with today',
    async () => {
      const online = recordCalls('/api/player/onlineLog');
      const ledger = recordCalls('/api/player/balanceLog');
      const app = await renderDetailHost('admin');
      const dialog = await openTab(app, '登录日志');
      await within(dialog).findByTestId('player-tab-onlineLog');
      await app.user.click(within(dialog).getByText('余额账变', { selector: '[role=tab]' }));
      await within(dialog).findByTestId('player-tab-balanceLog');
      await waitFor(() => expect(ledger.length).toBeGreaterThan(0));
      expect(Object.fromEntries(online[0]!.searchParams)).toMatchObject({ playerId: '880001', date: today() });
      expect(Object.fromEntries(ledger[0]!.searchParams)).toMatchObject({ playerId: '880001', date: today() });
    },
    SLOW,
  );
});

// The player area's pages through the whole app: the player list with its search and its confirmed actions
// behind their keys, the info look-up showing the detail inline, online players, RTP records, wallet transfers.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlayer } from '@mocks/domain/players/players';
import { db } from '@mocks/domain/store';
import { recordCalls } from '@tests/record-calls';
import { FIRST_LOAD, SLOW, confirmIn, modalOf, renderAt } from '@tests/support/player-area';

// One player in the list keeps the table (and the test) small.
const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';

async function openPage(as: 'admin' | 'merchant', route: string, testId: string) {
  const app = await renderAt(route, as);
  const page = await screen.findByTestId(testId, {}, FIRST_LOAD);
  return { app, page };
}

const idCell = (page: HTMLElement, id: number) =>
  within(page).findByText(String(id), { selector: 'button span' }, FIRST_LOAD);
const rowOf = async (page: HTMLElement, id: number) => (await idCell(page, id)).closest('tr') as HTMLElement;

/** Clicks a row action, checks the question and confirms it. */
async function confirmAction(
  app: Awaited<ReturnType<typeof renderAt>>,
  row: HTMLElement,
  label: string,
  question: string,
) {
  await app.user.click(within(row).getByText(label, { selector: 'button span' }));
  const popover = (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
  await app.user.click(confirmIn(popover));
}

describe('player list', () => {
  it(
    'lists players from /api/player/page and searches by platform id',
    async () => {
      const calls = recordCalls('/api/player/page');
      const { app, page } = await openPage('admin', '/player/page', 'resource-player.page');
      await idCell(page, 880001);
      expect(calls[0]!.searchParams.get('pageSize')).toBe('20');
      await app.user.type(within(page).getByLabelText('平台用户ID'), '880002');
      await app.user.click(within(page).getByTestId('filter-search'));
      await waitFor(() => expect(calls.at(-1)!.searchParams.get('playerId')).toBe('880002'));
      await waitFor(() => expect(within(page).queryByText('880001', { selector: 'button span' })).toBeNull());
      expect(within(page).getByText('880002', { selector: 'button span' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the applied filters and empties them on reset, without building the inputs again',
    async () => {
      const calls = recordCalls('/api/player/page');
      const { app, page } = await openPage('admin', ONLY_880001, 'resource-player.page');
      await idCell(page, 880001);
      const field = within(page).getByLabelText('平台用户ID');
      expect(field).toHaveValue('880001'); // from the address
      await app.user.click(within(page).getByRole('button', { name: /^重\s*置$/ }));
      await waitFor(() => expect(calls.at(-1)!.searchParams.has('playerId')).toBe(false));
      expect(field).toHaveValue(''); // the same input, emptied
      expect(field).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'kick out, reset game and freeze (with its reason) each ask first and post their call',
    async () => {
      const { app, page } = await openPage('admin', ONLY_880001, 'resource-player.page');
      await confirmAction(app, await rowOf(page, 880001), '踢下线', '确定将玩家 880001 踢下线？');
      expect(await screen.findByText('玩家 880001 已被踢下线')).toBeInTheDocument();
      expect(db().kickedAt['880001']).toBeGreaterThan(0);

      await confirmAction(app, await rowOf(page, 880001), '重置游戏', '确定重置玩家 880001 当前的游戏状态？');
      expect(await screen.findByText('玩家 880001 的游戏已重置')).toBeInTheDocument();
      expect(db().resetGameAt['880001']).toBeGreaterThan(0);

      // Freezing asks for the reason in a form, the question above it; a reason under 4 characters once trimmed
      // is refused there and nothing is sent.
      const updates = recordCalls('/api/player/update');
      await app.user.click(within(await rowOf(page, 880001)).getByText('冻结', { selector: 'button span' }));
      const form = modalOf(await screen.findByText('冻结玩家 880001', { selector: '.ant-modal-title' }));
      expect(within(form).getByText('确定冻结玩家 880001？冻结后玩家无法进入游戏')).toBeInTheDocument();
      const reason = within(form).getByLabelText('冻结原因');
      await app.user.click(reason);
      await app.user.paste('  abc  ');
      await app.user.click(confirmIn(form));
      expect(await within(form).findByText('冻结原因至少 4 个字符')).toBeInTheDocument();
      expect(updates).toHaveLength(0);
      await app.user.clear(reason);
      await app.user.paste('  涉嫌刷水套利  ');
      await app.user.click(confirmIn(form));
      expect(await screen.findByText('玩家 880001 已冻结')).toBeInTheDocument();
      expect(updates).toHaveLength(1);
      expect(getPlayer(880001)).toMatchObject({ state: 0, reason: '涉嫌刷水套利' });
      await waitFor(async () => expect(within(await rowOf(page, 880001)).getByText('解冻')).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'a merchant has no actions; the id opens the player detail',
    async () => {
      const { app, page } = await openPage('merchant', ONLY_880001, 'resource-player.page');
      const id = await idCell(page, 880001);
      expect(within(page).queryByText('踢下线')).toBeNull();
      expect(within(page).queryByText('重置游戏')).toBeNull();
      expect(within(page).queryByText('冻结', { selector: 'button span' })).toBeNull();
      await app.user.click(id);
      const detail = modalOf(await screen.findByText('用户信息 880001', {}, FIRST_LOAD));
      expect(await within(detail).findByTestId('player-info-grid', {}, FIRST_LOAD)).toHaveTextContent('880001');
    },
    SLOW,
  );
});

describe('player info page', () => {
  it(
    'looks a player up by ?id= and by the input, showing the detail inline',
    async () => {
      const { app, page } = await openPage('admin', '/player/info?id=880001', 'player-info-page');
      expect(await within(page).findByText('用户信息 880001', {}, FIRST_LOAD)).toBeInTheDocument();
      expect(await within(page).findByTestId('player-info-grid', {}, FIRST_LOAD)).toHaveTextContent('880001');

      const input = within(page).getByLabelText('玩家ID');
      await app.user.clear(input);
      await app.user.type(input, 'abc{Enter}');
      expect(within(page).getByText('请输入有效的玩家ID（仅数字）')).toBeInTheDocument();
      await app.user.clear(input);
      await app.user.type(input, '880002{Enter}');
      expect(await within(page).findByText('用户信息 880002')).toBeInTheDocument();
      await waitFor(
        () => expect(within(page).getByTestId('info-nickName')).toHaveTextContent(getPlayer(880002)!.nickName),
        FIRST_LOAD,
      );
    },
    SLOW,
  );

  it(
    'says an unknown ?id= is not found (no tabs, no error modal) until a known id is looked up',
    async () => {
      const { app, page } = await openPage('admin', '/player/info?id=999999', 'player-info-page');
      expect(await within(page).findByTestId('player-not-found', {}, FIRST_LOAD)).toHaveTextContent(
        '找不到玩家 999999',
      );
      expect(page.querySelector('[role=tab]')).toBeNull();
      expect(document.querySelector('.ant-modal-confirm')).toBeNull();

      const input = within(page).getByLabelText('玩家ID');
      await app.user.clear(input);
      await app.user.type(input, '880003{Enter}');
      expect(await within(page).findByTestId('player-info-grid', {}, FIRST_LOAD)).toHaveTextContent('880003');
      expect(within(page).queryByTestId('player-not-found')).toBeNull();
    },
    SLOW,
  );
});

describe('online, RTP and wallet transfer pages', () => {
  it(
    'online players include 880001',
    async () => {
      // Filtered to the one id: the list is sorted by login time, so the page it lands on depends on the hour.
      const { page } = await openPage(
        'merchant',
        ONLY_880001.replace('/player/page', '/player/online'),
        'resource-player.online',
      );
      expect(await idCell(page, 880001)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'RTP records: a saved override is listed, and deleting it asks first',
    async () => {
      const { app, page } = await openPage('admin', '/player/rtp', 'resource-player.rtp');
      await app.user.click(await within(page).findByTestId('create-button', {}, FIRST_LOAD));
      const dialog = modalOf(await screen.findByText('新增玩家 RTP 设置'));
      await app.user.type(within(dialog).getByLabelText('平台用户ID'), '880001');
      await app.user.click(within(dialog).getByLabelText('RTP 值'));
      await app.user.click(await screen.findByTitle('9000'));
      await app.user.click(confirmIn(dialog));
      await waitFor(() => expect(getPlayer(880001)!.rtp).toBe(9000));

      await app.user.type(within(page).getByLabelText('平台用户ID'), '880001');
      await app.user.click(within(page).getByTestId('filter-search'));
      const row = (await within(page).findByText('9000', { selector: '.ant-tag' })).closest('tr') as HTMLElement;
      await confirmAction(app, row, '删除', '确定删除玩家 880001 的这条设置？删除后恢复为 10000（原始）');
      await waitFor(() => expect(getPlayer(880001)!.rtp).toBe(10000));
    },
    SLOW,
  );

  it(
    'wallet transfers of every player start with today, by trade time',
    async () => {
      const calls = recordCalls('/api/player/translateWallet/list');
      const { page } = await openPage('merchant', '/player/translateWallet', 'resource-player.translateWallet');
      await waitFor(() => expect(calls.length).toBeGreaterThan(0), FIRST_LOAD);
      expect(calls[0]!.searchParams.get('date')).toMatch(/^\d{4}-\d\d-\d\d 00:00:00,\d{4}-\d\d-\d\d 23:59:59$/);
      expect(calls[0]!.searchParams.get('dateType')).toBe('1');
      expect(within(page).getAllByText('交易状态').length).toBeGreaterThan(0);
    },
    SLOW,
  );
});

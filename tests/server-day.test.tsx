// The server's day, not the machine's: the machine's clock reads 22:30 (UTC+8) and the server's is 3.5 hours
// ahead, past midnight. Every "today" default and preset asks for the server's day, the one the header shows.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockSkew } from '@mocks/lib/clock';
import { presetRange, formatRange } from '@/components/inputs/date-range-picker';
import { hasEntityHost, openEntity } from '@/lib/entities';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';

const FIRST_LOAD = { timeout: 60_000 };
const MACHINE = Date.parse('2026-11-20T22:30:00+08:00');
const SKEW = 3.5 * 3_600_000;
const SERVER_TODAY = '2026-11-21 00:00:00,2026-11-21 23:59:59';
const SERVER_YESTERDAY = '2026-11-20 00:00:00,2026-11-20 23:59:59';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(MACHINE);
  setClockSkew(SKEW);
});
afterEach(() => setClockSkew(0));

describe("the server's day", () => {
  it('the bet order list starts on the server day, and its presets count from it', { timeout: 180_000 }, async () => {
    const calls = recordCalls('/api/game/betOrder/list');
    const app = await renderApp({ as: 'admin', route: '/game/betOrder' });
    const page = await screen.findByTestId('resource-game.betOrder', {}, FIRST_LOAD);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), FIRST_LOAD);
    expect(calls[0]!.searchParams.get('date')).toBe(SERVER_TODAY);
    expect(formatRange(presetRange('today')).join(',')).toBe(SERVER_TODAY);

    await app.user.click(within(page).getByPlaceholderText('开始时间'));
    await app.user.click(await screen.findByText('昨天', { selector: '.ant-picker-presets li' }));
    const before = calls.length;
    await app.user.click(within(page).getByTestId('filter-search'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(calls.at(-1)!.searchParams.get('date')).toBe(SERVER_YESTERDAY);
  });

  it("the player detail's bet order tab asks for the server day", { timeout: 180_000 }, async () => {
    const calls = recordCalls('/api/player/betOrder');
    const app = await renderApp({ as: 'admin', route: '/home' });
    await screen.findByTestId('home-greeting', {}, FIRST_LOAD);
    await waitFor(() => expect(hasEntityHost()).toBe(true));
    await act(async () => void openEntity('player', '880001'));
    const dialog = (await screen.findByText('用户信息 880001', {}, FIRST_LOAD)).closest('.ant-modal') as HTMLElement;
    await app.user.click(await within(dialog).findByText('注单记录', { selector: '[role=tab]' }, FIRST_LOAD));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), FIRST_LOAD);
    expect(calls[0]!.searchParams.get('date')).toBe(SERVER_TODAY);
  });
});

// The player detail is the console's busiest entity modal: a player id link in any list opens it. A double click on
// the link opens it once (no second mount replacing the first) and leaves it open: the second click may land on the mask. The
// clock is frozen and stepped by hand (only Date is faked), so nothing depends on how fast the machine runs.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openEntity } from '@/lib/entities';
import { pastModalGate } from '@tests/support/modal-gate';
import { renderApp } from '@tests/render';

const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';
const TITLE = '用户信息 880001';
const titles = () => screen.queryAllByText(TITLE, { selector: '.ant-modal-title' });

describe('entity host', () => {
  it('a double click on a player id opens the detail once, and it stays open', { timeout: 180_000 }, async () => {
    await renderApp({ as: 'admin', route: ONLY_880001 });
    const page = await screen.findByTestId('resource-player.page', {}, { timeout: 60_000 });
    const link = (await within(page).findByText('880001', { selector: 'button span' }, { timeout: 20_000 })).closest(
      'button',
    )!;
    // Opened and closed once first: the detail's code has loaded, so a second open would mount it again at once.
    await act(async () => void openEntity('player', '880001'));
    const warmUp = await screen.findByText(TITLE, { selector: '.ant-modal-title' }, { timeout: 60_000 });
    // A close within 300 ms of the open is dropped by the modal's gate (spec section 9), as a user's would be: on a
    // fast run the detail can be up sooner than that.
    await pastModalGate();
    fireEvent.click(warmUp.closest('.ant-modal')!.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(titles()).toHaveLength(0), { timeout: 15_000 });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    fireEvent.click(link);
    const title = await screen.findByText(TITLE, { selector: '.ant-modal-title' });
    fireEvent.click(link);
    expect(title.isConnected).toBe(true);
    expect(titles()).toEqual([title]);

    const wrap = title.closest<HTMLElement>('.ant-modal-wrap')!;
    fireEvent.click(wrap);
    await act(async () => undefined);
    expect(wrap.isConnected).toBe(true);
    expect(wrap).not.toHaveStyle({ display: 'none' });
  });
});

// A drilled tab restored after a reload is named as the live one (issue 34, item 16): its page's filters name the
// drilled values (the game's name, the currency's, the status's label, the day), not the codes its address holds,
// before its page has ever been shown.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drillPath } from '@/components/resource-kit/detail/drill';
import { renderApp } from '@tests/render';

const titles = () => screen.queryAllByTestId('workspace-tab').map((el) => el.textContent);

describe('a restored drill tab', () => {
  it('shows the title its page gives it, not the codes, while its page has not rendered', async () => {
    // What a game report's day row opens (report/game.ts), stored as the strip stores it.
    const drilled = drillPath('/game/betOrder', {
      dataType: 'es',
      gameId: 1017,
      currencyCode: 'USD',
      status: 1,
      date: ['2026-11-25 00:00:00', '2026-11-25 23:59:59'],
    });
    sessionStorage.setItem('shell.tabs.admin', JSON.stringify(['/home', drilled]));
    await renderApp({ as: 'admin', route: '/home' });
    await screen.findByTestId('home-greeting', {}, { timeout: 60_000 });
    await waitFor(() => expect(titles()).toHaveLength(2), { timeout: 20_000 });
    await waitFor(
      () => expect(titles()[1]).toBe('注单列表 · Wild Bounty Showdown (1017) · USD 美元 · 成功 · 2026-11-25'),
      {
        timeout: 30_000,
      },
    );
    // Named by the shell: the drilled list itself has not rendered (a restored tab renders when first shown).
    expect(screen.queryByTestId('resource-game.betOrder')).toBeNull();
  }, 180_000);
});

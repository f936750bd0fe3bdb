// The primary colour chosen in the theme settings reaches everything coloured, not only antd's primary buttons:
// the filter panel's collapse toggle (an antd link button) and the kit's player-id links (plain buttons coloured
// from the theme's tokens) included.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';

const SLOW = 180_000;
const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';
// jsdom reports computed colours as rgb().
const DEFAULT_PRIMARY = 'rgb(64, 158, 255)'; // #409EFF
const MAGENTA = 'rgb(235, 47, 150)'; // #EB2F96

const colorOf = (element: Element) => getComputedStyle(element).color;

describe('theme colour', () => {
  it('the filter toggle and the player id links follow the primary colour the user picks', async () => {
    await renderApp({ as: 'admin', route: ONLY_880001, styles: 'full' });
    const page = await screen.findByTestId('resource-player.page', {}, { timeout: 60_000 });
    const idLink = () => within(page).getByText('880001', { selector: 'button span' }).closest('button')!;
    await waitFor(() => expect(idLink()).toBeInTheDocument(), { timeout: 20_000 });
    const toggle = within(within(page).getByTestId('filter-panel')).getByRole('button', { name: /收\s*起/ });

    // The spec's primary colour, on links too (antd alone would colour them #1677ff).
    expect(colorOf(toggle)).toBe(DEFAULT_PRIMARY);
    expect(colorOf(idLink())).toBe(DEFAULT_PRIMARY);

    fireEvent.click(screen.getByTestId('theme-settings'));
    const panel = await screen.findByTestId('theme-panel');
    fireEvent.click(within(panel).getByRole('radio', { name: '#EB2F96' }));
    // The theme store updates synchronously, and so do antd's style sheets and the kit's cells (no waitFor: each
    // computed style over the whole console's sheets takes seconds in jsdom).
    expect(colorOf(toggle)).toBe(MAGENTA);
    expect(colorOf(idLink())).toBe(MAGENTA);
  }, SLOW);
});

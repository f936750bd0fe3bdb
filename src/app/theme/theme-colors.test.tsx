// The primary colour chosen in the theme settings reaches everything coloured, not only antd's primary buttons:
// the filter panel's collapse toggle (an antd link button) and the kit's player-id links (plain buttons coloured
// from the theme's tokens) included, as text in the shade of that colour that reads at 4.5:1 (theme-config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { primaryShades } from './theme-config';

const SLOW = 180_000;
const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';
// jsdom reports computed colours as rgb().
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const DEFAULT_PRIMARY = rgb(primaryShades('#409EFF', false).text); // #006CDC, #409EFF's text shade
const MAGENTA = rgb(primaryShades('#EB2F96', false).text);

const colorOf = (element: Element) => getComputedStyle(element).color;

describe('theme colour', () => {
  it(
    'the filter toggle and the player id links follow the primary colour the user picks',
    async () => {
      await renderApp({ as: 'admin', route: ONLY_880001, styles: 'full' });
      const page = await screen.findByTestId('resource-player.page', {}, { timeout: 60_000 });
      const idLink = () => within(page).getByText('880001', { selector: 'button span' }).closest('button')!;
      await waitFor(() => expect(idLink()).toBeInTheDocument(), { timeout: 20_000 });
      const toggle = within(within(page).getByTestId('filter-panel')).getByRole('button', { name: /收\s*起/ });

      // The spec's primary colour's text shade, on links too (antd alone would colour them #1677ff).
      expect(colorOf(toggle)).toBe(DEFAULT_PRIMARY);
      expect(colorOf(idLink())).toBe(DEFAULT_PRIMARY);

      fireEvent.click(screen.getByTestId('theme-settings'));
      const panel = await screen.findByTestId('theme-panel');
      fireEvent.click(within(panel).getByRole('radio', { name: '#EB2F96' }));
      // The theme store updates synchronously, and so do antd's style sheets and the kit's cells (no waitFor: each
      // computed style over the whole console's sheets takes seconds in jsdom).
      expect(colorOf(toggle)).toBe(MAGENTA);
      expect(colorOf(idLink())).toBe(MAGENTA);
    },
    SLOW,
  );
});

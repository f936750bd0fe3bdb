// The kit's form modal as the spec's custom modal: 800 px wide when the declaration names no width, and its open and
// close triggers debounced (300 ms) so a double click on the opener leaves one open form. The clock is frozen and
// stepped by hand (only Date is faked): the gate reads it, so no assertion depends on how fast the machine is.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

const step = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('kit form modal', () => {
  it(
    'opens 800 px wide, once per double click, and a close is not undone by an open right after it',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      serveWidgets();
      await renderApp({ as: 'admin', route: '/fixture/widget' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 2', {}, { timeout: 20_000 });
      vi.useFakeTimers({ toFake: ['Date'] });
      const create = within(page).getByTestId('create-button');

      // A double click: the second click lands on the mask the first one has just opened.
      fireEvent.click(create);
      const dialog = (await screen.findByText('新增部件', { selector: '.ant-modal-title' })).closest<HTMLElement>(
        '.ant-modal',
      )!;
      const wrap = dialog.closest<HTMLElement>('.ant-modal-wrap')!;
      fireEvent.click(wrap);
      expect(wrap).not.toHaveStyle({ display: 'none' });
      expect(dialog.style.width).toBe('800px');

      step(1_000);
      fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
      expect(wrap).toHaveStyle({ display: 'none' });
      fireEvent.click(create);
      expect(wrap).toHaveStyle({ display: 'none' });

      step(300);
      fireEvent.click(create);
      expect(wrap).not.toHaveStyle({ display: 'none' });
    },
  );
});

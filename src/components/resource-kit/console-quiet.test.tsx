// Kit list pages say nothing on the console: the form modals a page holds create their form instances before their
// <Form> exists (it mounts on first open), and nothing may use such an instance until then; a date range put back
// into the filter form after a search must not look circular to rc-field-form's comparison.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { navigateTo } from '@/lib/navigation';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';

afterEach(() => {
  i18n.removeResourceBundle('zh-CN', 'fixture');
  vi.restoreAllMocks();
});

/** Everything written to console.error and console.warn from now on. */
function consoleNoise(): string[] {
  const noise: string[] = [];
  const keep = (...args: unknown[]) => {
    noise.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return noise;
}

describe('a kit list page with create and edit forms', () => {
  it('opens, and opens its create form, with nothing written to the console', { timeout: 120_000 }, async () => {
    registerWidget();
    serveWidgets();
    const noise = consoleNoise();
    const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
    const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
    await within(page).findByText('部件 2', {}, { timeout: 30_000 });
    // rc-field-form checks a macrotask after an unconnected instance was used.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noise.filter((text) => /useForm|not connected/.test(text))).toEqual([]);

    await app.user.click(within(page).getByTestId('create-button'));
    await screen.findByText('新增部件', { selector: '.ant-modal-title' }, { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noise).toEqual([]);
  });
});

describe('one list in two tabs (a drill onto its own page)', () => {
  it(
    'holds two filter forms and two create forms without "multiple Form with same name"',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      serveWidgets();
      const noise = consoleNoise();
      const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
      const first = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(first).findByText('部件 2', {}, { timeout: 30_000 });
      await app.user.click(within(first).getByTestId('create-button'));
      await screen.findByText('新增部件', { selector: '.ant-modal-title' }, { timeout: 30_000 });

      // the second tab of the same page, as a drill opens it; the first stays mounted (kept alive)
      navigateTo('/fixture/widget?drill=status:1');
      await waitFor(() => expect(screen.getAllByTestId('resource-fixture.widget')).toHaveLength(2), {
        timeout: 30_000,
      });
      const second = screen.getAllByTestId('resource-fixture.widget').find((page) => page !== first)!;
      await within(second).findByText('部件 2', {}, { timeout: 30_000 });
      await app.user.click(within(second).getByTestId('create-button'));
      await waitFor(() => expect(document.querySelectorAll('.ant-modal-title')).toHaveLength(2), { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(noise.filter((text) => /multiple Form/.test(text))).toEqual([]);
      expect(noise).toEqual([]);
      // each form's fields have ids of their own (a label finds its own input)
      const ids = [...document.querySelectorAll('form input')].map((input) => input.id).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

describe('the bet order list', () => {
  it('opens, takes a date preset and a search with nothing written to the console', { timeout: 300_000 }, async () => {
    const calls = recordCalls('/api/game/betOrder/list');
    const noise = consoleNoise();
    // A list without forms of its own: Refine still creates (and uses) the kit's create and edit form instances.
    const app = await renderApp({ as: 'admin', route: '/game/betOrder' });
    const page = await screen.findByTestId('resource-game.betOrder', {}, { timeout: 60_000 });
    await within(page).findAllByText('成功', {}, { timeout: 60_000 });

    const start = within(page).getByPlaceholderText('开始时间');
    const today = (start as HTMLInputElement).value;
    await app.user.click(start);
    await app.user.click(await screen.findByText('昨天', { selector: '.ant-picker-presets li' }));
    const before = calls.length;
    await app.user.click(within(page).getByTestId('filter-search'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    await within(page).findAllByText('成功', {}, { timeout: 60_000 });
    expect(start).not.toHaveValue(today);
    // Reset puts today's range back the same way. (Whether that sends a call depends on the clock: today's rows
    // are served from the query cache while they are under 30 s old.)
    await app.user.click(within(page).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(start).toHaveValue(today));
    // rc-field-form compares the values a macrotask after they were set
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noise).toEqual([]);
  });
});

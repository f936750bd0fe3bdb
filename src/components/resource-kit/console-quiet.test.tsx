// Kit list pages say nothing on the console: the form modals a page holds create their form instances before their
// <Form> exists (it mounts on first open), and nothing may use such an instance until then.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
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
    await screen.findByText('新增 - 部件管理', { selector: '.ant-modal-title' }, { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noise).toEqual([]);
  });
});


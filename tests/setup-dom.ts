// The DOM half of the Vitest setup, loaded only by suites that run in jsdom: the node suites (the mock's) skip
// antd, Testing Library and jest-dom, whose imports cost each node test file seconds of CPU for nothing.
import '@ant-design/v5-patch-for-react-19';
import '@testing-library/jest-dom/vitest';
import { StyleContext, type Transformer } from '@ant-design/cssinjs';
import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { reloadThemeSettings } from '@/app/theme/theme-store';
import { changeLanguage } from '@/i18n/i18n';
import { restoreClientPrefs } from '@/lib/client-prefs';
import { clearSession } from '@/lib/session-store';
import { FULL_STYLE_HOST, visibilityStyles } from './support/visibility-styles';

// Every render gets the visibility cut of antd's styles (support/visibility-styles.ts), not only those inside the
// harness's StyleProvider: the files of a worker share one document and one style cache (vite.config.ts), and all of
// a component's rules, once inserted, would slow every later file (jsdom's getComputedStyle matches every rule of
// every sheet; measured: the later files of a worker ran 2 to 7 times slower, depending on which file ran first).
// The default is the context's value without a provider.
(StyleContext as unknown as { _currentValue: { transformers?: Transformer[] } })._currentValue.transformers = [
  visibilityStyles,
];

// Lazy route chunks are transformed on first use in jsdom; give web-first queries room for that.
configure({ asyncUtilTimeout: 5000 });

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// antd measures scrollbars through getComputedStyle(el, pseudo); jsdom throws "not implemented" on pseudo.
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => original(element);

/**
 * After each test: unmount, close antd's static holders, forget the session and storage, back to zh-CN. The files of
 * a worker share one module graph (vite.config.ts), so the stores that read the storage once read it again here.
 */
export async function resetDom() {
  cleanup();
  // antd's static modal/toast holders live outside the React trees RTL unmounts.
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  // A test's full styles (support/visibility-styles.ts testStyles('full')) go with it.
  for (const host of document.querySelectorAll(`[${FULL_STYLE_HOST}]`)) host.remove();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  reloadThemeSettings();
  restoreClientPrefs();
  await changeLanguage('zh-CN');
}

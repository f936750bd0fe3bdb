// The DOM half of the Vitest setup, loaded only by suites that run in jsdom: the node suites (the mock's) skip
// antd, Testing Library and jest-dom, whose imports cost each node test file seconds of CPU for nothing.
import '@ant-design/v5-patch-for-react-19';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { changeLanguage } from '@/i18n/i18n';
import { clearSession } from '@/lib/session-store';

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

/** After each test: unmount, close antd's static holders, forget the session and storage, back to zh-CN. */
export async function resetDom() {
  cleanup();
  // antd's static modal/toast holders live outside the React trees RTL unmounts.
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage('zh-CN');
}

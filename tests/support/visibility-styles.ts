// antd's style sheets, cut down for jsdom to what the tests read of them: whether an element shows (display,
// visibility, opacity), takes the pointer (pointer-events) and the one length antd's form item measures.
//
// Why: jsdom's getComputedStyle matches every rule of every sheet against the element, and antd injects thousands
// of rules. Every role query with a name (the accessible name skips hidden nodes), every user-event pointer action
// (it checks pointer-events up the tree) and antd's own layout effects call it after each DOM change. It was ~75% of
// the CPU of a form test (classify.test.tsx: 30 of 40 s). Rules left with no declaration are dropped when the sheet
// is serialised, so the sheets shrink to the rules that hide or show something.
//
// It is the default of every render in jsdom (tests/setup-dom.ts). A test that reads other computed styles (the
// theme's colours) renders with all of antd's styles, `renderApp({ styles: 'full' })`: in a style cache and a host
// element of their own (testStyles), removed after the test, so the later files of the worker keep the cut.
import { createCache, type StyleProviderProps, type Transformer } from '@ant-design/cssinjs';

export const FULL_STYLE_HOST = 'data-test-full-styles';

/**
 * The StyleProvider props of a test render: none for the visibility cut (every render's default, set in
 * tests/setup-dom.ts); for 'full', all of antd's styles in a cache and a host of their own (removed after each test).
 */
export function testStyles(styles: 'visibility' | 'full' = 'visibility'): Partial<StyleProviderProps> {
  return styles === 'full' ? fullStyles() : {};
}

function fullStyles(): Partial<StyleProviderProps> {
  const host = document.createElement('div');
  host.setAttribute(FULL_STYLE_HOST, '');
  document.head.append(host);
  return { cache: createCache(), container: host, transformers: [] };
}

const KEPT = new Set([
  'display',
  'visibility',
  'opacity',
  'pointerEvents',
  'pointer-events',
  'marginBottom',
  'margin-bottom',
]);

export const visibilityStyles: Transformer = {
  visit: (style) => {
    const kept: typeof style = {};
    for (const [key, value] of Object.entries(style)) {
      // a nested object is a selector, an at-rule or keyframes: kept, and visited in its turn
      const nested = typeof value === 'object' && value !== null && !Array.isArray(value);
      if (nested || KEPT.has(key)) (kept as Record<string, unknown>)[key] = value;
    }
    return kept;
  },
};

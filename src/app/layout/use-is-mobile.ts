import { useSyncExternalStore } from 'react';

/** Spec: below 768 px the side menu becomes a drawer. A max-width query, so a matchMedia that matches nothing
 * (jsdom) reads as desktop. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}

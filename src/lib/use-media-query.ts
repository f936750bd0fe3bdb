// Whether a CSS media query matches, read during render (useSyncExternalStore), so the first render is already
// right: antd's Grid.useBreakpoint starts empty and sets the screens in an effect, one more render of whatever
// reads it. A matchMedia that matches nothing (jsdom) reads as false.
import { useCallback, useSyncExternalStore } from 'react';

function queryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => queryList(query)?.matches ?? false);
}

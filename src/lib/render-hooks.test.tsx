// The two render helpers the list uses to render less: a media query read during render (and followed), and a
// handler whose identity stays while it runs the latest render's code.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStableCallback } from '@/lib/use-stable-callback';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A matchMedia whose answer the test sets, telling the listeners of a change. */
function fakeScreen(matches: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches };
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        get matches() {
          return state.matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    set(next: boolean) {
      state.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  it('is right on the first render and follows the screen', () => {
    const screen = fakeScreen(true);
    const seen: boolean[] = [];
    const { result, unmount } = renderHook(() => {
      const narrow = useMediaQuery('(max-width: 575.98px)');
      seen.push(narrow);
      return narrow;
    });
    expect(seen[0]).toBe(true);
    act(() => screen.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('reads as false where matchMedia matches nothing (jsdom)', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(false);
  });
});

describe('useStableCallback', () => {
  it('keeps its identity and calls what the latest render passed', () => {
    const { result, rerender } = renderHook(({ n }) => useStableCallback((x: number) => x + n), {
      initialProps: { n: 1 },
    });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ n: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});

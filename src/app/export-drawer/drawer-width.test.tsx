import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { drawerWidth, useDrawerWidth } from './drawer-width';

it('is 350 px up to 768, 450 px up to 1200, 550 px above', () => {
  expect([320, 768, 769, 1200, 1201, 1920].map(drawerWidth)).toEqual([350, 350, 450, 450, 550, 550]);
});

it('follows the window as it is resized', () => {
  const before = window.innerWidth;
  const { result } = renderHook(() => useDrawerWidth());
  for (const [width, expected] of [
    [700, 350],
    [1000, 450],
    [1600, 550],
  ] as const) {
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(expected);
  }
  window.innerWidth = before;
});

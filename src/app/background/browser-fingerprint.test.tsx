import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getBrowserId } from '@/lib/browser-id';
import { browserTraits, hashTraits, scheduleBrowserId } from './browser-fingerprint';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('computes the browser id 1 s after start, stores it and keeps it', () => {
  const ready = vi.fn();
  scheduleBrowserId(ready);
  vi.advanceTimersByTime(999);
  expect(getBrowserId()).toBeNull();
  vi.advanceTimersByTime(1);
  const id = getBrowserId();
  expect(id).toMatch(/^[0-9a-f]{28}$/);
  expect(ready).toHaveBeenCalledWith(id);
  expect(id).toBe(hashTraits(browserTraits()));

  localStorage.setItem('browserId', 'kept-from-before');
  scheduleBrowserId(ready);
  vi.advanceTimersByTime(1000);
  expect(ready).toHaveBeenLastCalledWith('kept-from-before');
});

it('is stable for the same traits and differs for others', () => {
  expect(hashTraits('a|b|c')).toBe(hashTraits('a|b|c'));
  expect(hashTraits('a|b|c')).not.toBe(hashTraits('a|b|d'));
});

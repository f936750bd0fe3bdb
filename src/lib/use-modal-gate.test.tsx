// The modal gate drops what a double click would send within 300 ms, and nothing a person means: a key or a command
// acts at once even right after a close (without motion, a close and the next open by keys come within 300 ms).
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BY_COMMAND, useKeyedModalGate } from '@/lib/use-modal-gate';

const CLICK = { type: 'click' };
const KEY = { type: 'keydown' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function closedJustNow() {
  const { result } = renderHook(() => useKeyedModalGate());
  const gate = result.current;
  expect(gate.open('player:880010', CLICK)).toBe(true);
  vi.advanceTimersByTime(1_000);
  expect(gate.close(CLICK)).toBe(true);
  vi.advanceTimersByTime(50);
  return gate;
}

it('drops a click that opens within 300 ms of a close (the second click of a double click)', () => {
  const gate = closedJustNow();
  expect(gate.open('player:880027', CLICK)).toBe(false);
  vi.advanceTimersByTime(300);
  expect(gate.open('player:880027', CLICK)).toBe(true);
});

it('opens at once by a key or a command, however soon after the close', () => {
  expect(closedJustNow().open('player:880027', KEY)).toBe(true);
  expect(closedJustNow().open('player:880027', BY_COMMAND)).toBe(true);
  expect(closedJustNow().open('player:880027')).toBe(false);
});

it('drops a repeat of the same open by click, and lets another id replace what is shown', () => {
  const { result } = renderHook(() => useKeyedModalGate());
  expect(result.current.open('player:1', CLICK)).toBe(true);
  expect(result.current.open('player:1', CLICK)).toBe(false);
  expect(result.current.open('player:2', CLICK)).toBe(true);
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatConsoleTime, recordServerTime, serverNow } from '@/lib/server-time';
import { HeaderClock } from './header-clock';

// The machine's clock (fake): 2025-01-01 00:00:00.000 UTC.
const MACHINE = Date.UTC(2025, 0, 1, 0, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(MACHINE);
});
afterEach(() => {
  recordServerTime(Date.now()); // back to no offset for other tests in this file
  vi.useRealTimers();
});

describe('server clock', () => {
  it('the offset from x-server-time moves "now" to the server clock', () => {
    recordServerTime(String(MACHINE + 90_000), MACHINE);
    expect(serverNow()).toBe(MACHINE + 90_000);
    vi.advanceTimersByTime(5_000);
    expect(serverNow()).toBe(MACHINE + 95_000);
  });

  it('formats in UTC+8 whatever the machine zone', () => {
    expect(formatConsoleTime(Date.UTC(2025, 0, 1, 16, 30, 5))).toBe('2025-01-02 00:30:05');
  });

  it('the header clock shows server time in UTC+8 and ticks every second', () => {
    // The server is 1 h 2 min 3 s ahead of this machine.
    recordServerTime(String(MACHINE + 3_723_000), MACHINE);
    render(<HeaderClock />);
    const clock = screen.getByTestId('header-clock');
    expect(clock).toHaveTextContent('2025-01-01 09:02:03');
    expect(clock).toHaveTextContent('UTC+8');
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock).toHaveTextContent('2025-01-01 09:02:04');
    act(() => vi.advanceTimersByTime(59_000));
    expect(clock).toHaveTextContent('2025-01-01 09:03:03');
  });

  it('a new offset applies at once', () => {
    recordServerTime(String(MACHINE), MACHINE);
    render(<HeaderClock />);
    expect(screen.getByTestId('header-clock')).toHaveTextContent('08:00:00');
    act(() => recordServerTime(String(MACHINE + 600_000), MACHINE));
    expect(screen.getByTestId('header-clock')).toHaveTextContent('08:10:00');
  });
});

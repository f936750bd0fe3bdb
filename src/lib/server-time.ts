// The server clock drives the header clock: every response's x-server-time updates the offset to this machine.
import { consoleTimezone } from '@/lib/client-prefs';

const STORAGE_KEY = 'serverTimeOffset';

let offset = readStored();
const listeners = new Set<() => void>();

function readStored(): number {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function recordServerTime(header: unknown, receivedAt = Date.now()) {
  const serverMs = Number(header);
  if (!Number.isFinite(serverMs) || serverMs <= 0) return;
  const next = serverMs - receivedAt;
  if (next === offset) return;
  offset = next;
  try {
    localStorage.setItem(STORAGE_KEY, String(offset));
  } catch {
    // the offset still applies for this page
  }
  listeners.forEach((listener) => listener());
}

export function serverTimeOffset(): number {
  return offset;
}

export function serverNow(): number {
  return Date.now() + offset;
}

export function onServerTimeOffset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` of an epoch time in the console's zone, computed by shifting and reading UTC fields. */
export function formatConsoleTime(ms: number, offsetMinutes = consoleTimezone().offsetMinutes): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

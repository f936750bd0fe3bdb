// GET /api/common/ping at most once per 10 minutes per browser: the last ping's time is in localStorage, so other
// tabs and reloads see it; a Web Lock (where there is one) keeps two tabs from deciding at the same moment.
export const PING_INTERVAL_MS = 10 * 60_000;
/** How often a running tab asks whether a ping is due. */
export const PING_CHECK_MS = 60_000;
export const PING_STORAGE_KEY = 'shell.lastPingAt';

function lastPingAt(): number {
  try {
    return Number(localStorage.getItem(PING_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function markPinged(at: number) {
  try {
    localStorage.setItem(PING_STORAGE_KEY, String(at));
  } catch {
    // this tab will ask again next check
  }
}

export function pingDue(now: number, last: number): boolean {
  // A clock moved backwards (last in the future) counts as due rather than silencing pings for a long time.
  return last <= 0 || now - last >= PING_INTERVAL_MS || last > now;
}

async function withLock(run: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request('shell.ping', run) : run();
}

/** Sends when due; the time is recorded before sending, so a slow or failed ping is not retried in a burst. */
export function pingIfDue(send: () => Promise<unknown>): Promise<boolean> {
  return withLock(async () => {
    const now = Date.now();
    if (!pingDue(now, lastPingAt())) return false;
    markPinged(now);
    try {
      await send();
    } catch {
      // the client has dealt with it; the next ping is due in 10 minutes anyway
    }
    return true;
  });
}

/** Pings now if due, then checks every minute for as long as the tab runs. */
export function startPinger(send: () => Promise<unknown>, checkMs = PING_CHECK_MS): () => void {
  void pingIfDue(send);
  const timer = setInterval(() => void pingIfDue(send), checkMs);
  return () => clearInterval(timer);
}

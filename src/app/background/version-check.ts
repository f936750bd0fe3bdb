// The new-version check's schedule (spec section 9):
//
// | situation                           | next check                                                |
// |-------------------------------------|-----------------------------------------------------------|
// | normal, or after a success          | 30 s                                                      |
// | after failure 1-2                   | 30 s                                                      |
// | after failure n >= 3                | 30 s x 2^(n-2), at most 5 min (60 s, 120 s, 240 s, 300 s) |
// | tab hidden or offline when due      | skipped; checked as soon as the tab is visible and online |
// | coming back online                  | failures forgotten, next check in 30 s                    |
// | a new build found                   | onNewVersion once, then the checks stop                   |
export const CHECK_INTERVAL_MS = 30_000;
export const MAX_CHECK_INTERVAL_MS = 5 * 60_000;
export const FAILURES_BEFORE_BACKOFF = 3;

export function nextCheckDelay(failures: number): number {
  if (failures < FAILURES_BEFORE_BACKOFF) return CHECK_INTERVAL_MS;
  return Math.min(CHECK_INTERVAL_MS * 2 ** (failures - FAILURES_BEFORE_BACKOFF + 1), MAX_CHECK_INTERVAL_MS);
}

export type VersionCheckEnv = {
  /** Resolves true when the server has another build; rejects when it could not tell. */
  check: () => Promise<boolean>;
  onNewVersion: () => void;
  isVisible: () => boolean;
  isOnline: () => boolean;
  /** Calls back on visibility and online changes; returns the unsubscribe. */
  watch: (events: { visible: () => void; online: () => void }) => () => void;
};

export function startVersionCheck(env: VersionCheckEnv): () => void {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = false;
  let running = false;
  let stopped = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    due = false;
    timer = setTimeout(run, delay);
  };

  async function run() {
    if (stopped || running) return;
    if (!env.isVisible() || !env.isOnline()) {
      due = true;
      return;
    }
    running = true;
    try {
      const changed = await env.check();
      failures = 0;
      if (changed) {
        stopped = true;
        env.onNewVersion();
        return;
      }
    } catch {
      failures += 1;
    } finally {
      running = false;
    }
    if (!stopped) schedule(nextCheckDelay(failures));
  }

  const unwatch = env.watch({
    visible: () => {
      if (due && env.isVisible()) void run();
    },
    online: () => {
      failures = 0;
      if (!stopped) schedule(CHECK_INTERVAL_MS);
    },
  });
  schedule(CHECK_INTERVAL_MS);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unwatch();
  };
}

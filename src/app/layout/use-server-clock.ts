import { useEffect, useState } from 'react';
import { onServerTimeOffset, serverNow } from '@/lib/server-time';

/**
 * The server's "now", re-read every second. Each tick is scheduled for the next whole server second, so the
 * display never skips or repeats a second when a timer fires late; a new offset from a response re-syncs at once.
 */
export function useServerClock(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = serverNow();
      setNow(at);
      timer = setTimeout(tick, 1000 - (((at % 1000) + 1000) % 1000));
    };
    tick();
    const stop = onServerTimeOffset(() => {
      clearTimeout(timer);
      tick();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return now;
}

// One call at a time for a form or an action: a second call while the first is on its way is dropped. Decided
// synchronously through a ref, not by a loading state, which has not re-rendered yet when a double click or a second
// Enter arrives 3 ms later (both would be sent).
import { useCallback, useRef, useState } from 'react';

export type Flight = {
  /** Runs the task unless one is in flight; resolves with `{ sent: false }` when dropped. */
  run: <R>(task: () => Promise<R>) => Promise<{ sent: true; value: R } | { sent: false }>;
  /** For the button's spinner only; never for deciding. */
  pending: boolean;
};

export function useSingleFlight(): Flight {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback<Flight['run']>(async (task) => {
    if (busy.current) return { sent: false };
    busy.current = true;
    setPending(true);
    try {
      return { sent: true, value: await task() };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}

// A page's unsaved edits hold its workspace tab: closing the tab (alone or with others) or refreshing it asks first,
// as leaving the edits inside the page does (the kit's useLeaveGuard). Only a tab's pane provides it; outside a
// workspace tab nothing holds.
import { createContext, useContext, useEffect } from 'react';

/** `hold(true)` while a part of the page has unsaved edits, `hold(false)` when it no longer has. */
export const PaneLeaveContext = createContext<((held: boolean) => void) | null>(null);

export function usePaneLeaveHold(held: boolean): void {
  const hold = useContext(PaneLeaveContext);
  useEffect(() => {
    if (!hold || !held) return undefined;
    hold(true);
    return () => hold(false);
  }, [hold, held]);
}

// Leaving unsaved edits that live on a page rather than in a form (a table of inputs saved together) asks first, as
// closing a filled form does (use-discard-confirm.ts): switching what the page edits goes through `guard`; while
// there are edits, closing or refreshing the page's workspace tab asks (src/lib/pane-leave.ts), and reloading or
// closing the browser tab asks the browser's own question.
import { useCallback, useEffect } from 'react';
import { useDiscardConfirm } from '@/components/resource-kit/form/use-discard-confirm';
import { usePaneLeaveHold } from '@/lib/pane-leave';

const LEAVE_TEXTS = { title: 'leave.title', content: 'leave.text' };

/** `guard(leave)`: runs `leave` at once when nothing changed, else after the user agrees to drop the edits. */
export function useLeaveGuard(changed: boolean): (leave: () => void) => void {
  const ask = useDiscardConfirm(LEAVE_TEXTS);
  usePaneLeaveHold(changed);
  useEffect(() => {
    if (!changed) return undefined;
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [changed]);
  return useCallback((leave) => ask(changed, leave), [ask, changed]);
}

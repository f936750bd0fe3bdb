// The spec's modal debounce (300 ms), on the leading edge: the first click opens at once, and whatever else tries
// to open or close the same modal within 300 ms of it is dropped. So a double click on an opener opens one modal,
// and its second click, landing on the mask that has just appeared, does not close it again; a close followed at
// once by an open does not flash the modal shut and back. Decided synchronously (a ref), as React has not rendered
// the first click's state when the second arrives. A key (Escape, Enter) is no stray click: it always acts, and also
// starts a window, so a close by key with an open right after it still leaves the modal closed. Nor is a command (a
// palette entry, an id asked for in a dialog): the box it was chosen in closes as it acts, so no second click of it
// lands anywhere. Without motion (a browser asking for reduced motion) a person or a scanner can close a detail and
// open the next one by keys well within 300 ms.
import { useCallback, useMemo, useRef, useState } from 'react';
import { MODAL_DEBOUNCE_MS } from '@/lib/modal-constants';

/** What set a trigger off, when known (antd hands its close handlers the DOM or React event). */
export type Trigger = { type?: string } | undefined;

/** The trigger of an open chosen in a box that closes as it acts (the command palette, an id dialog). */
export const BY_COMMAND: Trigger = { type: 'command' };

const DELIBERATE = new Set(['keydown', 'command']);

/** Whether a trigger may act now; a trigger that may starts a new 300 ms window. Share one per modal. */
export function useModalGate(): (trigger?: Trigger) => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback((trigger?: Trigger) => {
    const now = Date.now();
    if (now - last.current < MODAL_DEBOUNCE_MS && !DELIBERATE.has(trigger?.type ?? '')) return false;
    last.current = now;
    return true;
  }, []);
}

/**
 * The gate of a modal that shows one of many things (an entity by id): a repeat of the same open, or a close, within
 * 300 ms is dropped as above, while an open of something else replaces what is shown at once (the palette, the
 * header viewer).
 */
export function useKeyedModalGate(): {
  open: (key: string, trigger?: Trigger) => boolean;
  close: (trigger?: Trigger) => boolean;
} {
  const allow = useModalGate();
  const shown = useRef<string | null>(null);
  return useMemo(
    () => ({
      open: (key: string, trigger?: Trigger) => {
        const replaces = shown.current !== null && shown.current !== key;
        if (!allow(trigger) && !replaces) return false;
        shown.current = key;
        return true;
      },
      close: (trigger?: Trigger) => {
        if (!allow(trigger)) return false;
        shown.current = null;
        return true;
      },
    }),
    [allow],
  );
}

export type ModalState<T> = {
  /** What the modal shows; null while closed. */
  value: T | null;
  /** User triggers, through the gate (a close by key always acts). */
  open: (value: T) => void;
  close: (trigger?: Trigger) => void;
  /** Closes whatever the gate says: the modal's work is done (saved), no user is double-clicking. */
  clear: () => void;
};

/** A modal's open state (with what it shows), its user triggers debounced by one gate. */
export function useModalState<T>(): ModalState<T> {
  const allow = useModalGate();
  const [value, setValue] = useState<T | null>(null);
  const open = useCallback(
    (next: T) => {
      if (allow()) setValue(() => next);
    },
    [allow],
  );
  const close = useCallback(
    (trigger?: Trigger) => {
      if (allow(trigger)) setValue(null);
    },
    [allow],
  );
  const clear = useCallback(() => setValue(null), []);
  // The same object until the value changes: a list puts it in its context, whose readers render when it changes.
  return useMemo(() => ({ value, open, close, clear }), [value, open, close, clear]);
}

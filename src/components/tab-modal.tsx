// The console's modal: antd's Modal with the spec's defaults (800 px wide, a body of at most 70vh that scrolls inside,
// src/lib/modal-constants.ts), open but invisible while its workspace tab is away (src/lib/tab-shown.ts).
// A component of its own, so only the modal renders when the tab is shown or hidden, not the page around it
// (as a hook in a list page it re-rendered the whole 200-row table on every tab switch).
// Open and close triggers go through a gate (src/lib/use-modal-gate.ts) held by whoever owns the open state.
import { Modal, type ModalProps } from 'antd';
import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { MODAL_BODY_HEIGHT, MODAL_WIDTH } from '@/lib/modal-constants';
import { useModalStylesForTab } from '@/lib/tab-shown';

const BODY: CSSProperties = { maxHeight: MODAL_BODY_HEIGHT, overflowY: 'auto' };
// Frames to wait for the dialog to be shown (rc-dialog shows its wrapper one render after `open`).
const FOCUS_TRIES = 10;

/**
 * Focus into the dialog as soon as it shows. rc-dialog moves focus in only when its opening animation ends (300 ms,
 * longer on a busy machine): until then the focus stayed on the opener behind the mask, so Escape and Tab went to the
 * page (the order detail "opened without focus"). Its own focus then finds focus already inside and leaves it;
 * it has saved the opener by then (its effect runs before this frame), so closing still hands focus back to it.
 */
function useFocusOnOpen(open: boolean | undefined, panel: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const dialog = panel.current;
      if (dialog && !dialog.contains(document.activeElement)) {
        // rc-dialog's own focus target: the focusable box around the content, the start of its Tab loop.
        dialog.querySelector<HTMLElement>(':scope > [tabindex="0"]')?.focus({ preventScroll: true });
      }
      if (!dialog?.contains(document.activeElement) && ++tries < FOCUS_TRIES) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [open, panel]);
}

export function TabModal({ styles, width = MODAL_WIDTH, ...props }: Omit<ModalProps, 'panelRef'>) {
  const away = useModalStylesForTab();
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnOpen(props.open, panel);
  return (
    <Modal
      {...props}
      panelRef={panel}
      width={width}
      styles={{ ...styles, body: { ...BODY, ...styles?.body }, ...away }}
    />
  );
}

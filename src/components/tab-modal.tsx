// The console's modal: antd's Modal with the spec's defaults (800 px wide, a body of at most 70vh that scrolls inside,
// src/lib/modal-constants.ts), open but invisible while its workspace tab is away (src/lib/tab-shown.ts).
// A component of its own, so only the modal renders when the tab is shown or hidden, not the page around it
// (as a hook in a list page it re-rendered the whole 200-row table on every tab switch).
// Open and close triggers go through a gate (src/lib/use-modal-gate.ts) held by whoever owns the open state.
import { Modal, type ModalProps } from 'antd';
import type { CSSProperties } from 'react';
import { MODAL_BODY_HEIGHT, MODAL_WIDTH } from '@/lib/modal-constants';
import { useModalStylesForTab } from '@/lib/tab-shown';

const BODY: CSSProperties = { maxHeight: MODAL_BODY_HEIGHT, overflowY: 'auto' };

export function TabModal({ styles, width = MODAL_WIDTH, ...props }: ModalProps) {
  const away = useModalStylesForTab();
  return <Modal {...props} width={width} styles={{ ...styles, body: { ...BODY, ...styles?.body }, ...away }} />;
}

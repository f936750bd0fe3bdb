// antd's Modal for page content: open but invisible while its workspace tab is away (src/lib/tab-shown.ts).
// A component of its own, so only the modal renders when the tab is shown or hidden, not the page around it
// (as a hook in a list page it re-rendered the whole 200-row table on every tab switch).
import { Modal, type ModalProps } from 'antd';
import { useModalStylesForTab } from '@/lib/tab-shown';

export function TabModal({ styles, ...props }: ModalProps) {
  const away = useModalStylesForTab();
  return <Modal {...props} styles={away ? { ...styles, ...away } : styles} />;
}

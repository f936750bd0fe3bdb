// The copy action inside a table cell: the same 已复制 / nothing-to-copy messages as CopyButton (copyText), as a
// plain button with the icon's path inline. An antd Button and icon per row registered styles and ran effects for
// every row, again on each return to a kept-alive tab.
import type { CSSProperties } from 'react';
import { copyText } from '@/lib/clipboard';
// the kit's focus ring for its plain buttons
import '@/components/resource-kit/columns/link-button.css';

// @ant-design/icons CopyOutlined
const COPY_PATH =
  'M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z';

const BUTTON: CSSProperties = {
  background: 'none',
  border: 0,
  padding: '0 2px',
  marginInlineStart: 4,
  cursor: 'pointer',
  lineHeight: 1,
  verticalAlign: 'middle',
};

export function CellCopy({ text, label, color }: { text: string; label: string; color: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="kit-link-button"
      style={{ ...BUTTON, color }}
      onClick={(event) => {
        event.stopPropagation();
        void copyText(text);
      }}
    >
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={COPY_PATH} />
      </svg>
    </button>
  );
}

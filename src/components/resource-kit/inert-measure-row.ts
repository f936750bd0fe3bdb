// antd's Table, once it scrolls sideways or fixes columns, renders a hidden row (aria-hidden) that measures the
// columns with a copy of every column title: the selection column's "select all" checkbox and any focusable title
// included. Tab reached those copies, which screen readers are told do not exist (axe: aria-hidden-focus). antd
// renders that row itself with no way to change it, so the kit's table marks it inert (out of the tab order).
import { useEffect, type RefObject } from 'react';

const MEASURE_ROW = '.ant-table-measure-row:not([inert])';

export function useInertMeasureRows(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => root.querySelectorAll(MEASURE_ROW).forEach((row) => row.setAttribute('inert', ''));
    mark();
    // The row comes and goes with the columns and the table's layout, after this component's own renders.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box]);
}

// Two things antd's Table renders on its own, put right after each render of the kit's table:
// - Once it scrolls sideways or fixes columns, a hidden row (aria-hidden) measures the columns with a copy of every
//   column title: the selection column's "select all" checkbox and any focusable title included. Tab reached those
//   copies, which screen readers are told do not exist (axe: aria-hidden-focus). The row is made inert.
// - An empty list's body still scrolls (sideways, under a wide header) but holds nothing focusable, so a keyboard
//   cannot scroll it (axe: scrollable-region-focusable). The empty body takes focus; a list with rows has its links.
import { useEffect, type RefObject } from 'react';

const MEASURE_ROW = '.ant-table-measure-row:not([inert])';
const EMPTY_BODY = '.ant-table-empty .ant-table-body:not([tabindex])';

export function useTableA11y(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      root.querySelectorAll(MEASURE_ROW).forEach((row) => row.setAttribute('inert', ''));
      root.querySelectorAll(EMPTY_BODY).forEach((body) => body.setAttribute('tabindex', '0'));
    };
    mark();
    // The row comes and goes with the columns and the table's layout, after this component's own renders.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [box]);
}

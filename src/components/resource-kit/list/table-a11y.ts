// Two things antd's Table renders on its own, put right after each render of the kit's table:
// - Once it scrolls sideways or fixes columns, a hidden row (aria-hidden) measures the columns with a copy of every
//   column title: the selection column's "select all" checkbox and any focusable title included. Tab reached those
//   copies, which screen readers are told do not exist (axe: aria-hidden-focus). The row is made inert.
// - A body that scrolls but holds nothing focusable (an empty list under a wide header, a report without links)
//   cannot be scrolled from the keyboard (axe: scrollable-region-focusable). Such a body takes focus itself.
import { useEffect, type RefObject } from 'react';

const MEASURE_ROW = '.ant-table-measure-row:not([inert])';
const BODY = '.ant-table-body, .ant-table-content';
const MARK = 'data-scroll-focus';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function useTableA11y(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      root.querySelectorAll(MEASURE_ROW).forEach((row) => row.setAttribute('inert', ''));
      root.querySelectorAll(BODY).forEach((body) => {
        const scrolls = body.scrollWidth > body.clientWidth || body.scrollHeight > body.clientHeight;
        const reachable = [...body.querySelectorAll(FOCUSABLE)].some((el) => !el.closest('[inert]'));
        const needs = scrolls && !reachable;
        if (needs && !body.hasAttribute('tabindex')) {
          body.setAttribute('tabindex', '0');
          body.setAttribute(MARK, '');
        } else if (!needs && body.hasAttribute(MARK)) {
          body.removeAttribute('tabindex');
          body.removeAttribute(MARK);
        }
      });
    };
    mark();
    // Rows, the measure row and the empty state come and go after this component's own renders (antd's own state).
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [box]);
}

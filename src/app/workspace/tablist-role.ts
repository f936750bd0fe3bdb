// rc-tabs puts role="tablist" on the whole bar, which also holds the "more" button it shows once the tabs overflow
// the strip: a button inside a tablist, whose children must all be tabs (axe: aria-required-children). The role
// moves to the list that holds the tabs themselves; the bar and its "more" button stay as they are.
import { useLayoutEffect, useRef } from 'react';
import type { TabsRef } from 'antd/es/tabs';

export function useTablistOnTabs() {
  const tabs = useRef<TabsRef>(null);
  // Every render: cheap, and rc-tabs may have re-rendered the bar since.
  useLayoutEffect(() => {
    const nav = tabs.current?.nativeElement?.querySelector(':scope > .ant-tabs-nav');
    const list = nav?.querySelector('.ant-tabs-nav-list');
    if (!nav || !list || list.getAttribute('role') === 'tablist') return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });
  return tabs;
}

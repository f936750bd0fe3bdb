// Finds labels that do not fit: text cut by its box (an ellipsis, a hidden overflow), a control wider than its
// form column, and a radio group that wrapped onto a second line. Run inside the page; returns what it found.
import type { Page } from '@playwright/test';

// Boxes that cut their text (antd sets ellipsis or a hidden overflow on them).
const CUT = [
  '.ant-form-item-label',
  '.ant-form-item-label > label',
  '.ant-select-selection-item',
  '.ant-radio-button-wrapper',
  '.ant-menu-title-content',
  '.ant-tabs-tab-btn',
  '.ant-card-head-title',
  '.ant-btn > span',
  '.ant-table-thead th',
  '.ant-descriptions-item-label',
  '.ant-segmented-item-label',
  '[data-testid=sider-title]',
];

export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const found: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      if (!visible(el) || !(el.textContent ?? '').trim()) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) found.push(`cut: ${name(el)}`);
    }
    // A control wider than the form column it sits in spills into the next filter.
    for (const content of document.querySelectorAll<HTMLElement>('.ant-form-item-control-input-content')) {
      if (!visible(content)) continue;
      const right = content.getBoundingClientRect().right;
      for (const child of content.children) {
        if (visible(child) && child.getBoundingClientRect().right > right + 1) found.push(`spills: ${name(child)}`);
      }
    }
    // Button-style radios are one row of choices; a second row reads as another filter.
    for (const group of document.querySelectorAll<HTMLElement>('.ant-radio-group')) {
      const tops = [...group.children].filter(visible).map((c) => Math.round(c.getBoundingClientRect().top));
      if (new Set(tops).size > 1) found.push(`wraps: ${name(group)}`);
    }
    return found;
  }, CUT);
}

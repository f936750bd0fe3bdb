// Finds table cells that cannot be read as they stand: a data cell (partly) under a fixed column (a sticky column lies
// over what scrolls beneath it: pt-BR 游戏控制 showed "32," of 32,406.84), and a number cut by its cell or broken over
// two lines. Run inside the page on the tables in view, at the scroll position they stand at; returns what it found.
import type { Page } from '@playwright/test';

/** Rows read per table: enough to meet the widest values of a page, cheap on a 200-row page. */
const ROWS = 30;

export async function tableMisfits(page: Page, where: string): Promise<string[]> {
  // the layout after the last resize (antd measures its fixed offsets on a resize observer)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = await page.evaluate((rowsRead) => {
    const out: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !el.closest('[aria-hidden=true]');
    };
    const fixed = (el: Element) => /ant-table-cell-fix-(left|right)/.test(el.className);
    for (const table of [...document.querySelectorAll('.ant-table')].filter(shown)) {
      const heads = [...table.querySelectorAll('.ant-table-thead th.ant-table-cell:not(.ant-table-cell-scrollbar)')];
      const column = (box: DOMRect) =>
        (
          heads.find((th) => {
            const h = th.getBoundingClientRect();
            return h.left <= box.left + 1 && h.right >= box.right - 1;
          })?.textContent ?? ''
        ).trim() || '?';
      const scroller = table.querySelector('.ant-table-body, .ant-table-content, .ant-table-tbody-virtual-holder');
      const view = (scroller ?? table).getBoundingClientRect();
      const rows = [...table.querySelectorAll('.ant-table-row')].filter(shown).slice(0, rowsRead);
      for (const row of rows) {
        const cells = [...row.querySelectorAll(':scope > .ant-table-cell, :scope > td')];
        const stuck = cells.filter(fixed).map((c) => c.getBoundingClientRect());
        for (const cell of cells) {
          if (fixed(cell)) continue;
          const box = cell.getBoundingClientRect();
          // scrolled out of the table's view: reached by scrolling, not covered
          if (box.right <= view.left + 1 || box.left >= view.right - 1) continue;
          if (stuck.some((s) => box.left < s.right - 1 && box.right > s.left + 1)) {
            out.push(`covered: "${column(box)}" under a fixed column`);
          }
          if (cell.classList.contains('kit-number-cell') && (cell.textContent ?? '').trim()) {
            const inner = cell as HTMLElement;
            if (inner.scrollWidth > inner.clientWidth + 1) out.push(`cut: number in "${column(box)}"`);
            // a number broken over two lines ("32," then "406.84"): its first text's lines
            const text = [...inner.querySelectorAll('*'), inner]
              .flatMap((el) => [...el.childNodes])
              .find((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent ?? ''));
            if (text) {
              const range = document.createRange();
              range.selectNodeContents(text);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) out.push(`broken: number "${(text.textContent ?? '').trim()}" in "${column(box)}"`);
            }
          }
        }
      }
    }
    return [...new Set(out)];
  }, ROWS);
  return found.map((line) => `${where}: ${line}`);
}

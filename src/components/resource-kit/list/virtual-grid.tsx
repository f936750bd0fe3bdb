// Virtual rows for big pages (docs/adding-a-resource.md, "Virtual rows"; docs/performance.md, fourth round): antd's
// `virtual` table keeps only the rows in view (plus a few) in the DOM, so a 200-row page renders, lays out and
// paints ~15 rows instead of 200, and a kept-alive tab shown again has that much less to paint.
// What antd's virtual body leaves out is put back here: a height in pixels (it takes no flex layout), the body's
// table semantics (its rows are <div>s: role, aria-rowcount / aria-rowindex), and keyboard scrolling (its scroll box
// hides overflow and scrolls by wheel only).
import type { TableProps } from 'antd';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';

/** Without a declaration's say, rows are virtual from this many on (rows of a tree counted with their children). */
export const VIRTUAL_ROWS_FROM = 100;

/** Until the first measurement (one layout effect, before the first paint). */
const FIRST_HEIGHT = 400;

/** `virtual` of the declaration: true / false, or undefined for the automatic threshold. */
export function wantsVirtual(declared: boolean | undefined, rowCount: number, fits: boolean): boolean {
  // Without a height to fill (a drawer's list grows with its rows) there is no window to keep rows out of.
  if (!fits) return false;
  return declared ?? rowCount >= VIRTUAL_ROWS_FROM;
}

type GridInfo = { rowCount: number; label: string; rowHeight: number };
const GridContext = createContext<GridInfo>({ rowCount: 0, label: '', rowHeight: 40 });
export const VirtualGridInfo = GridContext.Provider;

const SCROLL_KEYS: Record<string, (el: HTMLElement, row: number) => number> = {
  ArrowDown: (el, row) => el.scrollTop + row,
  ArrowUp: (el, row) => el.scrollTop - row,
  PageDown: (el, row) => el.scrollTop + Math.max(row, el.clientHeight - row),
  PageUp: (el, row) => el.scrollTop - Math.max(row, el.clientHeight - row),
  Home: () => 0,
  End: (el) => el.scrollHeight,
};

function onKeyDown(event: KeyboardEvent<HTMLDivElement>, rowHeight: number) {
  // Keys inside a row (a link, a checkbox) are theirs.
  if (event.target !== event.currentTarget) return;
  const next = SCROLL_KEYS[event.key];
  if (!next) return;
  event.preventDefault();
  // The virtual list follows a scroll of its box (its fallback onScroll) and renders the rows now in view.
  event.currentTarget.scrollTop = next(event.currentTarget, rowHeight);
}

/**
 * The body's scroll box (antd's `components.body.wrapper` of a virtual table): the rows' table for assistive
 * technology, focusable, scrolled by the arrow and page keys. The header stays antd's own <table>, as in every
 * list whose body scrolls (antd renders header and body as two tables then).
 */
function VirtualBody({ ref, ...props }: ComponentProps<'div'> & { ref?: Ref<HTMLDivElement> }) {
  const { rowCount, label, rowHeight } = useContext(GridContext);
  return (
    <div
      ref={ref}
      {...props}
      role="table"
      aria-label={label}
      aria-rowcount={rowCount}
      tabIndex={0}
      onKeyDown={(event) => onKeyDown(event, rowHeight)}
      data-testid="virtual-body"
    />
  );
}

/** antd gives an expanded part's row nothing but a class name, so the part's aria-rowindex travels in one. */
const PART_INDEX = /(?:^|\s)virtual-part-(\d+)(?:\s|$)/;

function VirtualRow(props: ComponentProps<'div'>) {
  const part = PART_INDEX.exec(props.className ?? '')?.[1];
  return <div role="row" aria-rowindex={part ? Number(part) : undefined} {...props} />;
}

function VirtualCell(props: ComponentProps<'div'>) {
  return <div role="cell" {...props} />;
}

export const VIRTUAL_COMPONENTS: TableProps['components'] = {
  body: { wrapper: VirtualBody, row: VirtualRow, cell: VirtualCell },
};

/**
 * Rows in the table (what aria-rowcount counts): a tree's children where their parent is expanded, so the count
 * agrees with the rows' indexes, which run over the rows shown.
 */
export function countRows(
  rows: readonly object[],
  isOpen: (row: object) => boolean = () => true,
  childrenKey = 'children',
): number {
  let count = 0;
  for (const row of rows) {
    const children = (row as Record<string, unknown>)[childrenKey];
    count += 1 + (Array.isArray(children) && isOpen(row) ? countRows(children as object[], isOpen, childrenKey) : 0);
  }
  return count;
}

/**
 * Rows in the table when a row can show an expanded part under it (a sub-list): the part is a row of its own, as its
 * <tr> is without virtual rows, so it is counted and the rows below it move down one. `indexes` are the list rows'
 * aria-rowindex; a part's is its row's plus one.
 */
export function partRows(
  rows: readonly object[],
  isOpen: (row: object) => boolean,
): { count: number; indexes: number[] } {
  const indexes: number[] = [];
  let next = 1;
  for (const row of rows) {
    indexes.push(next);
    next += isOpen(row) ? 2 : 1;
  }
  return { count: next - 1, indexes };
}

/**
 * aria-rowindex of a body row (1-based over the table's rows; the header is its own table): antd's index of the row
 * (a tree's rows shown, in order), or the row's place among the list rows and their expanded parts.
 */
export const rowAria =
  (indexes?: readonly number[]) =>
  (_row: unknown, index = 0) =>
    ({ 'aria-rowindex': indexes?.[index] ?? index + 1 }) as never;

/** The class that carries an expanded part's aria-rowindex to its row (antd's `expandedRowClassName`). */
export const partClassName = (indexes: readonly number[]) => (_row: unknown, index: number) =>
  `virtual-part-${(indexes[index] ?? index + 1) + 1}`;

/**
 * The body's height for a virtual table that fills `box` (a flex item that takes the room left): the box's
 * height less what the table shows around its rows (header, total row, pager). Measured before paint, again when
 * the box resizes; a hidden tab (no size) keeps the last height, so showing it again renders nothing.
 */
export function useBodyHeight(box: RefObject<HTMLDivElement | null>, on: boolean, rows: unknown): number {
  const [height, setHeight] = useState(FIRST_HEIGHT);
  const last = useRef(height);
  useLayoutEffect(() => {
    const el = box.current;
    if (!on || !el) return undefined;
    const measure = () => {
      const room = el.clientHeight;
      const table = el.querySelector<HTMLElement>('.ant-table-wrapper');
      // Without rows antd renders no virtual body (and nothing to subtract).
      const body = el.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
      if (!room || !table || !body) return;
      const next = Math.max(120, Math.floor(room - (table.offsetHeight - body.offsetHeight)));
      if (Math.abs(next - last.current) < 2) return;
      last.current = next;
      setHeight(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
    // Again for each new set of rows: the first rows arrive after the list turned virtual (its body appears then).
  }, [box, on, rows]);
  return height;
}

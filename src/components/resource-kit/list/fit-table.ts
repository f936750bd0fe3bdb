// A list page sized to the workspace, its rows scrolling inside the table (fit-table.css has the flex chain and
// the reason). The page asks its tab's pane for the height with useFillPane; these are the props of its parts.
import '@/components/resource-kit/list/fit-table.css';

/** The page's root: the workspace's height (given by the pane). */
export const FIT_PAGE = { height: '100%' } as const;

// Below 400 px the card stops shrinking and the workspace scrolls the page instead (short windows, a tall filter
// panel), so a few rows always show.
export const FIT_CARD = {
  style: { flex: '0 1 auto', minHeight: 400, display: 'flex', flexDirection: 'column' },
  styles: { body: { flex: '0 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' } },
} as const;

// Any scroll.y makes antd fix the header above a scrolling body (with the scroll bar's gutter); the height
// itself comes from the flex layout.
export const FIT_TABLE = { className: 'fit-table', scroll: { x: 'max-content', y: '100%' } } as const;

// The dev server's first rows per page (issue 35 item 3: within 1.5 s): signed in, a full load of each page (the
// in-browser mock starts again on every load, so its aggregates are cold each time), timed from navigation to the
// page's first content painted: a table row, or its empty state, or a chart or a report block. The pages are the
// admin's menu as the standalone reference server answers it (`GET /api/user/userMenu`), so a new page is measured
// without editing the bench. Used by dev-server.mjs (`--pages=N` or `--pages=all`).
import { startMockApi } from '../../lib/mock-api.mjs';
import { encrypt, json } from './report-api.mjs';

export const FIRST_ROWS_LIMIT_MS = 1500;

/** The admin's page paths (leaves of the menu tree that have a component), in menu order. */
export async function menuPages(repo) {
  const api = await startMockApi(repo);
  try {
    const login = await json(`${api.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: encrypt('admin123') }),
    });
    const menu = await json(`${api.url}/api/user/userMenu`, { headers: { authorization: `Bearer ${login.token}` } });
    const out = [];
    const walk = (items) => {
      for (const item of items ?? []) {
        if (item.children?.length) walk(item.children);
        else if (item.component && item.path && !item.hidden && !/^https?:/.test(item.path))
          out.push({ path: item.path, component: item.component });
      }
    };
    walk(Array.isArray(menu) ? menu : (menu.list ?? menu.menus ?? []));
    return out;
  } finally {
    api.stop();
  }
}

/** --quick's few pages: a plain list, a report with a chart, and an internal control list (cold aggregates). */
export function quickPages(pages, count) {
  const wanted = ['/game/betOrder', '/report/balance', '/control/game'];
  const picked = wanted.map((p) => pages.find((x) => x.path === p)).filter(Boolean);
  for (const page of pages) if (picked.length < count && !picked.includes(page)) picked.push(page);
  return picked.slice(0, count);
}

/** What counts as the page's first content, inside its tab: a row, a chart or report block, or an empty state once
 * nothing in the tab is loading (antd shows a table's empty state under its spinner when the data is `[]`; a lookup
 * page, the player detail, shows one until a player is asked for). */
export function firstContent(path) {
  const scope = `[data-testid="tab-page"][data-tab-key="${path}"]`;
  return {
    any: [
      // a <tr>, or a <div> row of a virtual table (a long tree: the platform's menu, /system/authMenu)
      { selector: `${scope} .ant-table-tbody .ant-table-row`, visible: true },
      { selector: `${scope}:not(:has(.ant-spin-spinning)) .ant-empty`, visible: true },
      { selector: `${scope} canvas`, visible: true },
      {
        selector: `${scope} .ant-descriptions, ${scope} .ant-statistic, ${scope} .ant-card-body .ant-list-item`,
        visible: true,
      },
    ],
  };
}

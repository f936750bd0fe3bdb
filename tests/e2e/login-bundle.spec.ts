// The login route must not load Refine's app shell, antd's table or any page area (issue: route-level code
// splitting). The build's chunk-report.json maps every chunk to the modules it holds.
import { expect, test } from './support/test';

type ChunkReport = Record<string, { modules: Record<string, number> }>;

const FORBIDDEN = [
  /node_modules\/@refinedev\//,
  /node_modules\/antd\/es\/table\//,
  /^src\/resources\/(?!pages\.ts$)/,
  /^src\/app\/(console-app|console-routes|layout|workspace|palette|export-drawer)/,
];

test('the login route loads no Refine, no antd table, no shell and no page area', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.replace(/^\//, ''));
  });
  await page.goto('/user/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const report = (await (await request.get('/chunk-report.json')).json()) as ChunkReport;
  const loaded = [...scripts].filter((file) => report[file]);
  const modules = loaded.flatMap((file) => Object.keys(report[file]!.modules));
  // guards against a report that no longer matches what the page loads
  expect(modules.some((m) => m.startsWith('src/pages/login/'))).toBe(true);
  expect(modules.filter((m) => FORBIDDEN.some((rule) => rule.test(m)))).toEqual([]);
  // and the console chunk really is where Refine lives
  const all = Object.values(report).flatMap((chunk) => Object.keys(chunk.modules));
  expect(all.some((m) => m.includes('node_modules/@refinedev/core/'))).toBe(true);
  // React Router's production copy, once (its package exports the development one: vite.config.ts aliases it)
  const router = [
    ...new Set(
      all.filter((m) => m.includes('node_modules/react-router/')).map((m) => m.split('/dist/')[1]?.split('/')[0]),
    ),
  ];
  expect(router).toEqual(['production']);
});

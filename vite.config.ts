/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { chunkReportPlugin } from './scripts/chunk-report-plugin.ts';
import { localeImportPlugin } from './scripts/locale-import-plugin.ts';
import { mockWorkerPlugin } from './scripts/mock-worker-plugin.ts';
import { pageModuleFiles, preloadRoutePlugin } from './scripts/preload-route-plugin.ts';
import { CACHE_ENV, viteCacheDir } from './scripts/vite-cache-dir.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const tests = fileURLToPath(new URL('./tests', import.meta.url));
const locales = fileURLToPath(new URL('./public/locales', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
// React Router 7's package exports only its development build (remix-run/react-router#14102): a production bundle
// kept its dev warnings switched on. Builds take the production copy it ships next to it (same API, one copy:
// every import of the package, Refine's bindings included, goes through this alias).
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// The dev server only: Refine's devtools hooks as production builds have them (this console runs no Refine devtools).
const refineDevtoolsOff = fileURLToPath(new URL('./scripts/dev/refine-devtools-off.ts', import.meta.url));

// The build id is the commit when there is one, so the version line and the update check tell builds apart.
function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return Date.now().toString(36);
  }
}

// Libraries every route needs before its first paint: React, the router, i18next and antd's styling and theme
// core. As one chunk, not the ~20 small ones the bundler otherwise cuts from what the entry shares with lazy chunks
// (27 files on the login route, compressing ~8 KiB worse).
const FRAMEWORK = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|js-cookie)/`,
    String.raw`/node_modules/(@ant-design/(cssinjs|cssinjs-utils|fast-color|colors)|@emotion/[^/]+|stylis|@babel/runtime|classnames|rc-motion|rc-util|rc-field-form|@rc-component/(async-validator|portal))/`,
    String.raw`/node_modules/antd/es/(_util|config-provider|theme|style|locale|app|version|empty)/`,
  ].join('|'),
);

// What the login form needs of antd beyond that, as one chunk. Only that: a module in a group is loaded by every
// route that loads the group, so the shell's menus and tabs stay out.
const ANTD_BASE = new RegExp(
  [
    String.raw`/node_modules/antd/es/(form|input|grid|button|tooltip|space|wave)/`,
    String.raw`/node_modules/(rc-(input|textarea|tooltip|resize-observer)|@rc-component/trigger|resize-observer-polyfill)/`,
  ].join('|'),
);

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_API_PROXY;
  return {
    // Vite's own unless a script names another (test:e2e:dev, bench:dev beside `npm run dev`).
    cacheDir: viteCacheDir(root, process.env[CACHE_ENV]),
    plugins: [
      react(),
      // `@locales/*` (the mock's imports of public/locales): tsconfig's path for tsx, this plugin for Vite.
      localeImportPlugin(locales),
      mockWorkerPlugin(`${mocks}/public/mockServiceWorker.js`, env.VITE_MOCK === 'on'),
      preloadRoutePlugin(
        {
          login: `${src}/pages/login/login-page.tsx`,
          console: `${src}/app/console-app.tsx`,
          home: `${src}/pages/home/home-page.tsx`,
        },
        `${src}/boot/preload-route.js`,
        pageModuleFiles(src),
      ),
      ...(process.env.CHUNK_REPORT === '1' ? [chunkReportPlugin(root)] : []),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: src },
        { find: '@mocks', replacement: mocks },
        { find: '@tests', replacement: tests },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
        ...(command === 'serve' ? [{ find: /^@refinedev\/devtools-internal$/, replacement: refineDevtoolsOff }] : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      __BUILD_ID__: JSON.stringify(buildId()),
    },
    server: {
      ...(proxyTarget ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true } } } : {}),
      // Transformed while the server starts, not when the first visit asks for them one import at a time: the entry,
      // the three entry routes (scripts/preload-route-plugin.ts names the same), and the mock a dev server starts with.
      warmup: {
        clientFiles: [
          './src/main.tsx',
          './src/pages/login/login-page.tsx',
          './src/app/console-app.tsx',
          './src/pages/home/home-page.tsx',
          ...(env.VITE_MOCK === 'on' ? ['./mocks/browser.ts'] : []),
        ],
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        // @refinedev/core imports papaparse for its import/export hooks, which the console does not use. papaparse is
        // CommonJS: without this its initialiser stayed in the shell as a side effect, and with it all 19 KiB; the
        // CSV export loads it on its own (src/components/resource-kit/export/csv.ts).
        treeshake: { moduleSideEffects: (id) => (/[\\/]node_modules[\\/]papaparse[\\/]/.test(id) ? false : undefined) },
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              { name: 'antd-base', test: ANTD_BASE },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      // The mock shows all of today's generated rows, whatever the hour (mocks/lib/horizon.ts).
      env: { VITE_MOCK_HORIZON: 'day' },
      exclude: ['tests/e2e/**', 'node_modules/**'],
      // One module graph per worker, not one per file: every test starts from resetDb(), and in jsdom from
      // tests/setup-dom.ts's resetDom() (unmounted trees, closed antd holders, no session or storage, the stores that
      // read the storage read again, zh-CN), as the tests of one file always did. Re-importing antd, Refine and the
      // mock for each file cost about 350 s of CPU a run. Suites without a DOM (`.test.ts`: the mock's, the console's
      // logic, contract formulas, lint and build checks) run in Node; a test that needs a DOM is a `.test.tsx` file.
      // The two kinds run one after the other (groupOrder): mixed, a worker moving between jsdom and Node files
      // started a fresh module graph at each move and lost most of the saving (608 s instead of ~400 s).
      projects: [
        {
          extends: true,
          test: {
            name: 'mock',
            include: ['mocks/**/*.test.ts'],
            environment: 'node',
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
            environment: 'node',
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'], isolate: false } },
      ],
      pool: 'threads',
      maxWorkers: 2,
      testTimeout: 20000,
      css: false,
      // Process Refine's router binding with Vite, so it shares the one react-router instance our code uses.
      server: { deps: { inline: ['@refinedev/react-router'] } },
    },
  };
});

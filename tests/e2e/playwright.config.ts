// Driven by tests/e2e/run.mjs, which builds the console once (mock off, in dist-e2e/real). Each worker serves its
// journeys from a site of its own (support/site.ts, a worker fixture of support/test.ts): that build through nginx
// in front of its own reference server, so the two workers never share a server. Browsers are never downloaded: the
// system Chromium runs the suite.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { SiteKind } from './support/site';

const resultsDir = fileURLToPath(new URL('../../test-results', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The longest journeys (the page sweep, one per language; the fault pass), dispatched first so that neither worker is
// left walking one alone at the end.
const LONG_SPEC = /(page-sweep|fault-table)\.spec\.ts$/;
// The in-browser mock build itself (msw's service worker, its CSP with frame-src blob:): its own project, whose worker
// builds and serves that build (support/site.ts).
const MSW_SPEC = /mock-worker\.spec\.ts$/;
// Journeys that need the standalone server and cannot run on the dev server's in-page mock (npm run test:e2e:dev):
// two browsers sharing one server, page.route rewriting what the page's service worker answers, the server's stored
// config, nginx.
const SERVER_ONLY_SPEC =
  /(real-build|csp|nginx|server-rules|unbuilt-pages|system-auth|merchant-[a-z-]+|control-[a-z-]+|fault-table)\.spec\.ts$/;
const DEV_SERVER = !!process.env.E2E_DEV_SERVER;

export default defineConfig<object, { siteKind: SiteKind }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${resultsDir}/e2e-artifacts`,
  fullyParallel: true,
  workers: 2,
  // Never retried: a journey that only passes on a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/e2e.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording traces slows the whole suite by ~40% on two cores; when a failure needs one, rerun with
    // `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The console turns antd's motion off for a browser that asks for reduced motion (app-providers.tsx). Journeys
    // ask for it: a dialog, drawer or pop-up starts its zoom scaled down and paused for a few frames, Playwright finds
    // the box stable there, and its click, sent a moment later, lands where the button no longer is (lost clicks
    // failed the language, control-combine and merchant-rate journeys now and then on two busy cores; a person's
    // click always comes later).
    // Also, the fault table's fake clock fakes requestAnimationFrame, and rc-motion's leave then never ends. The one
    // journey about motion (keyboard.spec.ts: focus enters a dialog while it zooms in) asks for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The order is the dispatch order: the long journeys first, the msw build's worker last (one switch of worker).
  projects: [
    {
      name: 'long',
      testMatch: LONG_SPEC,
      testIgnore: DEV_SERVER ? SERVER_ONLY_SPEC : [],
      use: { browserName: 'chromium' },
    },
    {
      name: 'console',
      testIgnore: [LONG_SPEC, MSW_SPEC, ...(DEV_SERVER ? [SERVER_ONLY_SPEC] : [])],
      use: { browserName: 'chromium' },
    },
    {
      name: 'msw',
      testMatch: MSW_SPEC,
      use: { browserName: 'chromium', siteKind: 'msw' },
    },
  ],
});

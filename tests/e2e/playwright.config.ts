// Driven by tests/e2e/run.mjs, which builds and serves the console and sets E2E_MOCK_URL / E2E_REAL_URL.
// Browsers are never downloaded: the system Chromium runs the suite.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const resultsDir = fileURLToPath(new URL('../../test-results', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Journeys that need the production build against the standalone contract server (not the in-browser mock).
// system-auth and merchant-*: two browsers (the admin and the user it makes) must share one server; control-*: the
// control pages follow the server's stored config (a threshold saved on the config page); unbuilt-pages rewrites the
// server's menu with page.route, which never sees the calls the in-page mock's service worker answers; so does
// fault-table, which faults every page's calls. csp, nginx: the deployment's nginx file serves this build
// (tests/e2e/nginx-site.mjs).
const REAL_BUILD_SPEC =
  /(real-build|csp|nginx|server-rules|unbuilt-pages|system-auth|merchant-[a-z-]+|control-[a-z-]+|fault-table)\.spec\.ts$/;

// The mock build's longest journeys (one per language, minutes each): started first, not left for the end.
const SWEEP_SPEC = /page-sweep\.spec\.ts$/;

export default defineConfig({
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
  // The order is the dispatch order. The real project runs its journeys one at a time, so it goes first: one worker
  // walks its chain (the fault table is most of it) while the other takes the sweep's three long journeys, then the
  // rest. Listed last, the chain started when the mock queue ran dry and one worker idled through it (a third of the
  // suite's wall time).
  projects: [
    {
      name: 'real',
      testMatch: REAL_BUILD_SPEC,
      // One API server for every journey of this project: two logins of one account at once would end the first
      // ("logged in elsewhere"), so its journeys take turns.
      workers: 1,
      use: { browserName: 'chromium', baseURL: process.env.E2E_REAL_URL },
    },
    { name: 'sweep', testMatch: SWEEP_SPEC, use: { browserName: 'chromium', baseURL: process.env.E2E_MOCK_URL } },
    {
      name: 'mock',
      testIgnore: [REAL_BUILD_SPEC, SWEEP_SPEC],
      use: { browserName: 'chromium', baseURL: process.env.E2E_MOCK_URL },
    },
  ],
});

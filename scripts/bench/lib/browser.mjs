// The system Chromium, driven by Playwright; never a downloaded browser.
import { chromium } from '@playwright/test';
import { installProbe } from './probe.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The browser suite's flags (tests/e2e/playwright.config.ts), so both see the same browser.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORT = { width: 1280, height: 720 };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A cold run: a new context has an empty HTTP cache, no cookies, no storage and no service worker. */
export async function coldPage(browser, baseURL, watches = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(installProbe, { watches });
  const page = await context.newPage();
  return { context, page };
}

/** Records every JS/CSS response of the page (pathname), in order. */
export function recordAssets(page) {
  const assets = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname) && response.status() < 400) assets.push(pathname);
  });
  return assets;
}

/** Every request the page makes (the service worker's mock answers included), with its time. */
export function recordRequests(page) {
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push({
      path: url.pathname,
      search: url.search,
      method: request.method(),
      type: request.resourceType(),
      at: Date.now(),
    });
  });
  return requests;
}

export const bench = {
  arm: (page, name, spec) => page.evaluate(([n, s]) => window.__bench.arm(n, s), [name, spec]),
  result: (page, name) => page.evaluate((n) => window.__bench.result(n), name),
  paints: (page) =>
    page.evaluate(() => {
      // the observers' entries, else the timeline's (an observer can miss a paint that came before it was set up)
      const fcp = window.__bench.fcp() ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const last = window.__bench.lcp.at(-1) ?? null;
      return { fcp, lcp: last?.startTime ?? null, lcpElement: last?.element ?? null };
    }),
};

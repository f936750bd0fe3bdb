// Lighthouse 12 (desktop preset) on the system Chromium started by chrome-launcher. The login page is audited on
// the production build (cold, Lighthouse resets storage), and the bare antd login page as the machine's baseline.
// The pages behind the login (home, a resource list, a report) need a session: Playwright connects to the same
// Chromium over CDP and logs in through the page once; before each of them the HTTP cache is emptied, and Lighthouse
// audits it with disableStorageReset so cookies and storage survive.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from './browser.mjs';
import { ACCOUNT, PASSWORD_LABEL, USERNAME_LABEL, settle } from './console.mjs';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The pages behind the login: home, the typical resource list (players) and a report (by game). */
export const SESSION_PAGES = [
  { name: 'home', path: '/home' },
  { name: 'list', path: '/player/page' },
  { name: 'report', path: '/report/game' },
];

function scores(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined
      ? null
      : Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        const items = (audit.details?.items ?? [])
          .slice(0, 5)
          .map((i) => i.node?.snippet ?? i.url ?? i.source?.url ?? null)
          .filter(Boolean);
        return { id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null, items };
      });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
    },
    runWarnings: lhr.runWarnings ?? [],
  };
}

async function audit(url, port, extra = {}, name = 'page') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...extra },
    desktopConfig,
  );
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  // LIGHTHOUSE_OUT=dir keeps each full report (every audit, the LCP element and its phases) for a closer look.
  if (process.env.LIGHTHOUSE_OUT) {
    await mkdir(process.env.LIGHTHOUSE_OUT, { recursive: true });
    await writeFile(path.join(process.env.LIGHTHOUSE_OUT, `${name}.json`), JSON.stringify(result.lhr));
  }
  return scores(result.lhr);
}

async function logInThroughPage(port, mockUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${mockUrl}/user/login`);
    await page.getByLabel(USERNAME_LABEL).fill(ACCOUNT.username);
    await page.getByLabel(PASSWORD_LABEL).fill(ACCOUNT.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-greeting').waitFor({ state: 'visible', timeout: 30_000 });
    await settle(page, 1000, 10_000);
    await page.close();
  } finally {
    // a browser Playwright connected to over CDP is only disconnected, not closed
    await browser.close();
  }
}

/** Cold for the next audit, logged in all the same: the HTTP cache goes, cookies and storage stay. */
async function emptyHttpCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function auditInSession(port, site, { name, path: pagePath }) {
  await emptyHttpCache(port);
  const found = await audit(`${site}${pagePath}`, port, { disableStorageReset: true }, name);
  if (new URL(found.finalUrl).pathname !== pagePath) {
    return { unavailable: `Lighthouse ended on ${found.finalUrl}, not ${pagePath} (session lost)`, ...found };
  }
  return found;
}

/** `quick` (the bench's --quick): the console's four pages without the bare baseline. */
export async function measureLighthouse(sites, { log, quick = false }) {
  const out = {};
  let chrome = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
    log('lighthouse: login page (production build)');
    try {
      out.login = await audit(`${sites.production}/user/login`, chrome.port, {}, 'login');
    } catch (error) {
      out.login = { unavailable: `error: ${error.message.split('\n')[0]}` };
    }
    if (!quick) {
      log('lighthouse: bare antd login page (baseline)');
      try {
        out.bareLogin = await audit(`${sites.fixtures}/login/index.html`, chrome.port, {}, 'bare-login');
      } catch (error) {
        out.bareLogin = { unavailable: `error: ${error.message.split('\n')[0]}` };
      }
    }
    let loggedIn = null;
    try {
      await logInThroughPage(chrome.port, sites.flows);
    } catch (error) {
      loggedIn = { unavailable: `login failed: ${error.message.split('\n')[0]}` };
    }
    for (const target of SESSION_PAGES) {
      log(`lighthouse: ${target.name} ${target.path} (logged in through the page first)`);
      try {
        out[target.name] = loggedIn ?? (await auditInSession(chrome.port, sites.flows, target));
      } catch (error) {
        out[target.name] = { unavailable: `error: ${error.message.split('\n')[0]}` };
      }
    }
  } catch (error) {
    out.login ??= { unavailable: `error: ${error.message.split('\n')[0]}` };
    for (const { name } of SESSION_PAGES) out[name] ??= { unavailable: `error: ${error.message.split('\n')[0]}` };
  } finally {
    if (chrome) await chrome.kill();
  }
  return out;
}

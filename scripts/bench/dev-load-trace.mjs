// Where one full load of a page on the dev server goes (issue 35 item 3): starts Vite as `npm run dev` does, signs in
// once, then loads the page N times (each a full load, the profile's HTTP cache warm as a reload leaves it) and
// prints, per load, a timeline read from the page itself (resource timing and the service worker's own events):
// the module requests (how many, when the last one arrived), when msw's service worker was registered and
// controlled the page, the shell's boot calls and the page's first data call, and the first content painted; and,
// with --profile, the page's main-thread CPU grouped by where the code lives (React, antd, the mock, msw, ...).
//
//   node scripts/bench/dev-load-trace.mjs --path=/control/game --loads=3 --profile
//
// Playwright drives the page, so an inspector runtime is attached (React's development build pays for that; see
// dev-server.mjs --driver=pipe). The figures to compare changes by are dev-server.mjs's; this says where they go.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coldPage, launchBrowser } from './lib/browser.mjs';
import { ACCOUNT } from './lib/console.mjs';
import { firstContent } from './lib/dev-pages.mjs';
import { launchPipeBrowser } from './lib/pipe-browser.mjs';
import { installProbe } from './lib/probe.mjs';
import { freePort } from '../lib/free-port.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const PAGE = args.get('path') ?? '/control/game';
const LOADS = Number(args.get('loads') ?? 3);
const PROFILE = args.has('profile');
const PROFILE_OUT = args.get('cpuprofile');
const DRIVER = args.get('driver') ?? 'playwright';

async function startVite() {
  const port = await freePort();
  const child = spawn(path.join(repo, 'node_modules', '.bin', 'vite'), ['--port', String(port), '--strictPort'], {
    cwd: repo,
    env: { ...process.env, VITE_MOCK_HORIZON: 'day', FORCE_COLOR: '0', CONSOLE_VITE_CACHE: 'bench-dev' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = [];
  child.stdout.on('data', (c) => log.push(c.toString()));
  child.stderr.on('data', (c) => log.push(c.toString()));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, log, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** In every document: when the service worker was asked for, registered, and when it controls the page. */
function swWatch() {
  // the default buffer (250) is full before the page's data calls
  performance.setResourceTimingBufferSize(5000);
  const marks = (window.__loadMarks = {});
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const register = sw.register.bind(sw);
  sw.register = (...a) => {
    marks.swRegisterCalled ??= performance.now();
    return register(...a).then((r) => {
      marks.swRegistered ??= performance.now();
      return r;
    });
  };
  sw.ready.then(() => (marks.swReady ??= performance.now()));
  if (sw.controller) marks.controlledAtStart = true;
  sw.addEventListener('controllerchange', () => (marks.swControllerChange ??= performance.now()));
}

function readTimeline() {
  const entries = performance.getEntriesByType('resource');
  const nav = performance.getEntriesByType('navigation')[0];
  const pick = (e) => ({
    name: new URL(e.name).pathname + new URL(e.name).search,
    start: e.startTime,
    end: e.responseEnd,
    type: e.initiatorType,
  });
  const modules = entries.filter(
    (e) => /\.(m?[jt]sx?|json)(\?|$)|\/@|node_modules/.test(new URL(e.name).pathname) && !/\/api\//.test(e.name),
  );
  const api = entries.filter((e) => /\/api\//.test(e.name)).map(pick);
  const byArea = {};
  for (const e of modules) {
    const p = new URL(e.name).pathname;
    const area = p.startsWith('/node_modules/.vite/deps')
      ? 'deps'
      : p.startsWith('/locales')
        ? 'locales'
        : p.split('/')[1] || '?';
    byArea[area] = (byArea[area] ?? 0) + 1;
  }
  const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]));
  // a request a service worker saw: workerStart is when it started handling it, fetchStart when it let it go on
  const viaWorker = modules.filter((e) => e.workerStart > 0);
  const mean = (xs) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);
  return {
    viaWorker: viaWorker.length,
    workerMs: mean(viaWorker.map((e) => e.fetchStart - e.workerStart)),
    moduleMs: mean(modules.map((e) => e.responseEnd - e.startTime)),
    domContentLoaded: Math.round(nav?.domContentLoadedEventEnd ?? 0),
    modules: modules.length,
    byArea,
    lastModuleEnd: Math.round(Math.max(0, ...modules.map((e) => e.responseEnd))),
    lastMockModuleEnd: Math.round(
      Math.max(0, ...modules.filter((e) => new URL(e.name).pathname.startsWith('/mocks/')).map((e) => e.responseEnd)),
    ),
    api: api.map((a) => `${a.name} ${Math.round(a.start)}-${Math.round(a.end)}`),
    sw: window.__loadMarks,
    marks,
  };
}

/** Self time (ms) of a CPU profile grouped by where the code lives. */
function cpuByPlace(profile) {
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const url = node.callFrame.url;
    let place;
    if (!url) place = node.callFrame.functionName || '(native)';
    else {
      const p = new URL(url).pathname;
      const dep = p.match(/\/node_modules\/\.vite\/deps\/([^.?]+)/);
      place = dep
        ? `dep:${dep[1].replace(/_chunk-\w+/, 'chunk')}`
        : p.startsWith('/mocks/')
          ? `mocks/${p.split('/')[2]}`
          : p.startsWith('/src/')
            ? `src/${p.split('/')[2]}`
            : p;
    }
    self.set(place, (self.get(place) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${k} ${Math.round(v)}`);
}

/** The page behind the few calls this script makes, from either driver (see dev-server.mjs). */
async function openPage(url) {
  if (DRIVER === 'pipe') {
    const browser = await launchPipeBrowser();
    const page = await browser.newPage(url);
    await page.addInitScript(installProbe, { watches: {} });
    return { page, cdp: PROFILE ? { send: page.send } : null, close: () => browser.close() };
  }
  const browser = await launchBrowser();
  const { context, page } = await coldPage(browser, url);
  return {
    page: {
      addInitScript: (fn, arg) => context.addInitScript(fn, arg),
      goto: (to) => page.goto(to, { timeout: 120_000 }),
      evaluate: (fn, arg) => page.evaluate(fn, arg),
      fill: (s, t) => page.fill(s, t),
      click: (s) => page.click(s),
      waitVisible: (s, timeout) => page.locator(s).first().waitFor({ timeout }),
    },
    cdp: PROFILE ? await context.newCDPSession(page) : null,
    close: () => browser.close(),
  };
}

async function main() {
  const server = await startVite();
  const { page, cdp, close } = await openPage(server.url);
  try {
    await page.addInitScript(swWatch);
    await page.addInitScript(
      ([p, s]) => {
        if (window.location.pathname === p) window.__bench.arm('page', { ...s, timeoutMs: 60_000 });
      },
      [PAGE, firstContent(PAGE)],
    );
    await page.goto('/user/login');
    await page.waitVisible('[data-testid="login-submit"]', 120_000);
    await page.fill('#username', ACCOUNT.username);
    await page.fill('#password', ACCOUNT.password);
    await page.click('[data-testid="login-submit"]');
    await page.waitVisible('[data-testid="side-menu"]', 60_000);
    for (let i = 0; i < LOADS; i += 1) {
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(PAGE);
      const painted = await page.evaluate(() => window.__bench.result('page').then((r) => r.painted));
      const timeline = await page.evaluate(readTimeline);
      const call = (re) => timeline.api.find((a) => re.test(a))?.split(' ')[1] ?? '-';
      const listCall =
        timeline.api
          .filter((a) => /^\/api\//.test(a) && !/^\/api\/(common|user|export)\//.test(a))
          .at(0)
          ?.split(' ')[1] ?? '-';
      console.log(
        `load ${i + 1} ${PAGE}: first content ${Math.round(painted)} ms | entry ${timeline.domContentLoaded}` +
          ` mock ${timeline.marks['boot:mock-started'] ?? '-'} render ${timeline.marks['boot:render'] ?? '-'}` +
          ` userInfo ${call(/userInfo/)} modules ${timeline.lastModuleEnd} list ${listCall}`,
      );
      if (args.has('verbose')) console.log(JSON.stringify(timeline, null, 1));
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
        console.log(
          `cpu profile ${Math.round(total)} ms sampled; self time by place:\n  ${cpuByPlace(profile).join('\n  ')}`,
        );
        if (PROFILE_OUT) await writeFile(`${PROFILE_OUT}.${i + 1}.cpuprofile`, JSON.stringify(profile));
      }
    }
  } finally {
    await close();
    server.stop();
  }
}

await main();

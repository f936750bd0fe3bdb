// Profiles the switch back to the kept-alive 200-row bet order tab: `node scripts/bench/profile-switch.mjs <dist>`
// (a built console, e.g. bench-results/build/production, or a `vite build --minify false` for readable names).
// Logs in, opens the list, switches home and back a few times, and records a CPU profile and a trace of the last
// switches back. Prints the click -> painted times, the trace's main-thread time by kind (script, style, layout,
// paint) and the heaviest functions by self and total time. PROFILE_OUT=dir keeps the raw profile and trace.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../tests/e2e/serve.mjs';
import { startMockApi } from '../lib/mock-api.mjs';
import { coldPage, launchBrowser } from './lib/browser.mjs';
import { loginToHome, openBetOrders, openLogin, settle, switchTabs } from './lib/console.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(repo, 'bench-results/build/production'));
const warmups = Number(process.env.WARMUPS ?? 2);
const profiled = Number(process.env.SWITCHES ?? 3);
const out = process.env.PROFILE_OUT;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'];

function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  }
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  };
  const selfBy = new Map();
  const totalBy = new Map();
  for (const [id, ms] of self) {
    const n = byId.get(id);
    selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + ms);
    // total: count each label once per sample stack
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (seen.has(l)) continue;
      seen.add(l);
      totalBy.set(l, (totalBy.get(l) ?? 0) + ms);
    }
  }
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([l, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${l}`)
      .join('\n');
  return `self:\n${top(selfBy, 40)}\n\ntotal:\n${top(totalBy, 60)}`;
}

function summariseTrace(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const kinds = new Map();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  }
  return [...kinds.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([n, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${n}`)
    .join('\n');
}

const api = await startMockApi(repo);
const server = await startStaticServer({ root: dist, apiTarget: api.url });
const browser = await launchBrowser();
try {
  const { page } = await coldPage(browser, server.url);
  await openLogin(page);
  await loginToHome(page);
  await settle(page);
  console.log('list first render', (await openBetOrders(page)).ms.toFixed(0), 'ms');
  await settle(page);
  const warm = await switchTabs(page, warmups);
  console.log('warm-up back', warm.back.map((ms) => ms.toFixed(0)).join(', '));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  const measured = await switchTabs(page, profiled);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  if (process.env.ANIMATIONS) {
    console.log(
      await page.evaluate(() =>
        document
          .getAnimations()
          .map((a) => `${a.animationName ?? a.constructor.name} ${a.playState} ${a.effect?.target?.className ?? ''}`),
      ),
    );
  }
  console.log('profiled back', measured.back.map((ms) => ms.toFixed(0)).join(', '));
  console.log('profiled home', measured.toHome.map((ms) => ms.toFixed(0)).join(', '));
  console.log(`\nmain thread, ${profiled} round trips (home and back):\n${summariseTrace(events)}`);
  console.log(`\n${summariseProfile(profile)}`);
  if (out) {
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'switch.cpuprofile'), JSON.stringify(profile));
    await writeFile(path.join(out, 'switch.trace.json'), JSON.stringify({ traceEvents: events }));
  }
} finally {
  await browser.close();
  await server.close();
  api.stop();
}

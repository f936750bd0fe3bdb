// The report's short table (Markdown, also printed), from the evaluated budget and targets and the figures.
import { LIGHTHOUSE_PAGES } from './check.mjs';
const kib = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (fig) =>
  fig?.median === null || fig?.median === undefined
    ? `n/a${fig?.unavailable ? ` (${fig.unavailable})` : ''}`
    : `${Math.round(fig.median)} ms`;
// a table cell holds one line and no column bars (audit items are HTML snippets)
const cell = (text) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');
const mark = (ok) => (ok === true ? 'met' : ok === false ? '**missed**' : 'unavailable');
const fmt = (v, unit) =>
  v === null || v === undefined ? 'n/a' : `${v}${unit && unit !== 'x' ? ` ${unit}` : unit === 'x' ? 'x' : ''}`;

export function markdownTable(report) {
  const lines = [];
  const t = report.timings ?? {};
  const b = report.bytes ?? {};
  lines.push(
    `Runs: ${t.runs ?? 0} cold runs, medians. ${report.meta.date}, ${report.meta.machine}. API: ${report.meta.api}.`,
    '',
  );
  if (report.meta.quick) {
    lines.push(
      "**Quick run** (`--quick`): one short round of each part (1 cold run, 5 tabs, yesterday's export, 3 and 2 days of report calls, one simulation run, the cold first calls of the report and control areas and one list of each other area, the dev server's first rows on 3 pages); its times are not the targets' figures. The budget's bytes, calls, accessibility and layout shift hold as they are; Lighthouse performance is reported, not held.",
      '',
    );
  }
  lines.push('| target | measured | limit | status |', '| --- | --- | --- | --- |');
  for (const x of report.targets ?? []) {
    lines.push(
      `| ${x.label} | ${fmt(x.value, x.unit)}${x.detail ? ` (${x.detail})` : ''} | ${x.id.startsWith('lh:') ? '>=' : '<='} ${fmt(x.limit, x.unit)} | ${mark(x.ok)} |`,
    );
  }
  lines.push('', '| figure | ours | bare antd |', '| --- | --- | --- |');
  lines.push(
    `| login route JS, gzip (production build) | ${kib(b.loginRoute?.production?.jsGzip)} | ${kib(b.bareLogin?.jsGzip)} |`,
  );
  lines.push(`| login FCP (production build) | ${ms(t.login?.fcp)} | ${ms(t.bareLogin?.fcp)} |`);
  lines.push(`| login LCP (production build) | ${ms(t.login?.lcp)} | ${ms(t.bareLogin?.lcp)} |`);
  if (report.meta.api?.startsWith('msw')) {
    lines.push(
      `| login FCP / LCP, mock build (msw starts first) | ${ms(t.loginFlowsSite?.fcp)} / ${ms(t.loginFlowsSite?.lcp)} | |`,
    );
  }
  lines.push(`| shell JS after login, gzip | ${kib(b.shell?.jsGzip)} | |`);
  lines.push(`| login submit -> home usable | ${ms(t.loginToHome)} | |`);
  lines.push(`| bet order list, 200 rows: navigation -> rows painted | ${ms(t.betOrderList)} | ${ms(t.bareTable)} |`);
  lines.push(`| of which the list call (request -> last byte) | ${ms(t.betOrderListApi)} | |`);
  lines.push(
    `| JS loaded on first visit of the bet order list, gzip | ${kib(b.betOrderPage?.jsGzip)} | ${kib(b.bareTable?.jsGzip)} (whole page) |`,
  );
  lines.push(`| switch back to the kept-alive bet order tab -> painted | ${ms(t.tabSwitchBack)} | |`);
  lines.push(`| switch to the home tab -> painted | ${ms(t.tabSwitchToHome)} | |`);
  const ra = report.reportApi;
  lines.push(
    `| report.game over 31 days (API call): cold (builds the day aggregates) / warm | ${
      ra && !ra.unavailable ? `${ra.coldMs} ms / ${ms(ra.warm)}` : `n/a (${ra?.unavailable ?? 'not measured'})`
    } | |`,
  );
  const cb = report.controlBetApi;
  lines.push(
    `| control.bet over 7 days (API call): cold / warm / after a threshold change | ${
      cb && !cb.unavailable
        ? `${cb.coldMs} ms / ${ms(cb.warm)} / ${cb.thresholdChangeMs} ms`
        : `n/a (${cb?.unavailable ?? 'not measured'})`
    } | |`,
  );
  const crt = ra?.combineReportTotal;
  lines.push(
    `| control.combineReportTotal over 31 days (API call, fresh server): cold / warm | ${
      crt && !crt.unavailable
        ? `${crt.coldMs} ms / ${ms(crt.warm)}`
        : `n/a (${crt?.unavailable ?? ra?.unavailable ?? 'not measured'})`
    } | |`,
  );
  const sim = report.simulation;
  lines.push(
    `| control.combineTest: CPU of a 1,000,000-spin simulation (median) | ${
      sim && !sim.unavailable ? `${sim.medianCpuMs} ms` : `n/a (${sim?.unavailable ?? 'not measured'})`
    } | |`,
  );
  const m = report.memory;
  if (m && !m.unavailable) {
    lines.push(
      `| JS heap after GC: home / after 30 tabs / after a second 30 | ${m.before.usedMiB} / ${m.rounds[0].after.usedMiB} / ${m.rounds[1]?.after.usedMiB} MiB | |`,
    );
    lines.push(
      `| JS heap with the 30 tabs open: first round / second round | ${m.rounds[0].open.usedMiB} / ${m.rounds[1]?.open.usedMiB} MiB | |`,
    );
  } else {
    lines.push(`| JS heap after 30 tabs | n/a (${m?.unavailable ?? 'not measured'}) | |`);
  }
  const x = report.export;
  if (x && !x.unavailable) {
    lines.push(
      `| CSV export, bet order list, ${x.rows} rows (${x.listCalls} list calls): click -> download / of which waiting for the API | ${(x.totalMs / 1000).toFixed(1)} s / ${(x.listCallsMs / 1000).toFixed(1)} s | |`,
    );
    lines.push(
      `| during it, main thread: longest task CPU / wall; tasks over 50 ms CPU / wall; CPU in all | ${x.main?.longestCpuMs ?? 'n/a'} / ${x.main?.longestWallMs ?? 'n/a'} ms; ${x.main?.overLimitCpu ?? 'n/a'} / ${x.main?.overLimitWall ?? 'n/a'}; ${((x.main?.cpuMs ?? 0) / 1000).toFixed(1)} s | |`,
    );
    lines.push(
      `| during it, the worker: longest task CPU; CPU in all | ${x.worker ? `${x.worker.longestCpuMs} ms; ${(x.worker.cpuMs / 1000).toFixed(1)} s` : 'n/a (no worker seen)'} | |`,
    );
    lines.push(
      `| during it: click the home tab -> painted / back -> export dialog painted | ${x.clicks?.toHomeMs ?? 'n/a'} / ${x.clicks?.backMs ?? 'n/a'} ms${x.clicks?.unavailable ? ` (${x.clicks.unavailable})` : ''} | |`,
    );
  } else if (x) {
    lines.push(`| CSV export, 50,000+ rows | n/a (${x.unavailable}) | |`);
  }
  for (const { name, label } of LIGHTHOUSE_PAGES) {
    const lh = report.lighthouse?.[name];
    const bare = name === 'login' ? report.lighthouse?.bareLogin : null;
    const row = (x) =>
      x && !x.unavailable
        ? `${x.performance} / ${x.accessibility} / ${x.bestPractices}`
        : `n/a${x?.unavailable ? ` (${x.unavailable})` : ''}`;
    lines.push(
      `| Lighthouse ${label}: performance / accessibility / best practices | ${row(lh)} | ${bare ? row(bare) : ''} |`,
    );
    // what costs accessibility points, so a score under the budget says where to look
    const failing = lh?.failing?.accessibility ?? [];
    if (failing.length) {
      lines.push(
        `| Lighthouse ${label}: failing accessibility audits | ${failing.map((a) => `${a.id}${a.items.length ? ` (${cell(a.items.slice(0, 2).join('; '))})` : ''}`).join(', ')} | |`,
      );
    }
  }
  const r = report.requests;
  if (r?.loginToHomeMax) {
    const calls = Object.entries(r.loginToHomeMax)
      .map(([p, n]) => `${p} x${n}`)
      .join(', ');
    lines.push(`| API calls, login submit -> home (most in any run) | ${calls} | |`);
  }
  if (r?.session) {
    const checks = r.session.versionChecksMsAfterLogin;
    lines.push(
      `| version checks in the first ${Math.round(r.session.observedMs / 1000)} s after login | ${checks.length ? checks.map((x) => `${(x / 1000).toFixed(1)} s`).join(', ') : 'none'} | |`,
    );
  }
  lines.push('', '| budget (`--check`) | measured | limit | status |', '| --- | --- | --- | --- |');
  for (const x of report.budget ?? []) {
    lines.push(
      `| ${x.label} | ${fmt(x.value, x.unit)}${x.detail ? ` (${x.detail})` : ''} | ${x.id.startsWith('lh:') ? (x.id.endsWith(':cls') ? '<= ' : '>= ') : ''}${fmt(x.limit, x.unit)} | ${x.ok === true ? 'ok' : x.ok === false ? '**breach**' : 'unavailable'} |`,
    );
  }
  lines.push(...coldTable(report.coldApi), ...devPagesTable(report.devPages));
  lines.push(...bytesTable(b));
  return lines.join('\n');
}

/** Every endpoint's cold first call (cold-api.mjs): wall time and the server's CPU, default query and widest span. */
export function coldTable(cold) {
  if (!cold) return [];
  if (cold.unavailable) return ['', `Cold first calls: n/a (${cell(cold.unavailable)})`];
  const lines = [
    '',
    `| cold first call, fresh reference server (${cold.endpoints.length} of ${cold.total} list and report endpoints) | default query: wall / server CPU | widest span: wall / server CPU |`,
    '| --- | --- | --- |',
  ];
  const pair = (wall, cpu) => (wall === undefined ? '' : `${wall} / ${cpu ?? 'n/a'} ms`);
  for (const e of cold.endpoints) {
    const widest =
      e.widestMs === undefined
        ? ''
        : `${pair(e.widestMs, e.widestCpuMs)}${e.widestDays ? ` (${e.widestDays} days)` : ''}`;
    lines.push(
      `| ${e.endpoint} | ${e.unavailable ? `failed: ${cell(e.unavailable)}` : pair(e.defaultMs, e.defaultCpuMs)} | ${widest} |`,
    );
  }
  return lines;
}

/** The dev server's first rows per page (dev-pages.mjs). */
export function devPagesTable(dev) {
  if (!dev) return [];
  if (dev.unavailable) return ['', `Dev server first rows per page: n/a (${cell(dev.unavailable)})`];
  const lines = [
    '',
    `| dev server, full page load (signed in) -> first rows painted (target ${dev.limitMs} ms) | ms | renderer CPU ms |`,
    '| --- | --- | --- |',
  ];
  for (const p of dev.pages)
    lines.push(`| ${p.path} | ${p.failed ? `failed: ${cell(p.failed)}` : p.firstRowsMs} | ${p.cpuMs ?? ''} |`);
  return lines;
}

/** Every page-area chunk by area (a page's own code) and where the heavy libraries went, gzip. */
function bytesTable(b) {
  const lines = ['', '| chunk (production build) | holds | gzip |', '| --- | --- | --- |'];
  for (const heavy of b.heavyLibraries ?? []) {
    for (const f of heavy.chunkSizes ?? []) lines.push(`| ${f.file} | ${heavy.name} | ${kib(f.gzip)} |`);
  }
  const chunks = [...(b.pageAreaChunks ?? [])].sort(
    (x, y) => x.areas.join().localeCompare(y.areas.join()) || y.gzip - x.gzip,
  );
  for (const c of chunks) lines.push(`| ${c.file} | page area: ${c.areas.join(', ')} | ${kib(c.gzip)} |`);
  return lines;
}

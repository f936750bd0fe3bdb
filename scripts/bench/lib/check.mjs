// The budget (enforced by `--check`) and the issue's targets (reported; enforced by `--strict`), evaluated over a
// report. Pure: no I/O, so a unit test can feed it a report.
const kib = (bytes) => Number((bytes / 1024).toFixed(1));

function item(id, label, value, limit, unit, compare, detail) {
  const ok = value === null || value === undefined ? null : compare === 'max' ? value <= limit : value >= limit;
  return { id, label, value, limit, unit, ok, ...(detail ? { detail } : {}) };
}

/** The pages Lighthouse audits (lighthouse.mjs), in the report's order: accessibility is budgeted on each. */
export const LIGHTHOUSE_PAGES = [
  { name: 'login', label: 'login' },
  { name: 'home', label: 'home' },
  { name: 'list', label: 'list (/player/page)' },
  { name: 'report', label: 'report (/report/game)' },
];

const unavailableOf = (node) => (node && typeof node === 'object' && 'unavailable' in node ? node.unavailable : null);

/**
 * `quick` (the bench's --quick, one audit per page on a machine CI shares): Lighthouse performance is reported, not
 * held. Bytes, calls, accessibility and layout shift do not depend on the load and are held as they are.
 */
export function evaluateBudget(report, budget, { quick = false } = {}) {
  const out = [];
  const bytes = report.bytes ?? {};
  const login = bytes.loginRoute?.production;
  out.push(
    item(
      'loginRouteJs',
      'login route JS (gzip, production build)',
      login ? kib(login.jsGzip) : null,
      budget.loginRouteJsGzipKiB,
      'KiB',
      'max',
      login ? undefined : (unavailableOf(bytes.loginRoute) ?? 'not measured'),
    ),
  );

  const areaChunks = bytes.pageAreaChunks ?? [];
  const biggest = areaChunks[0];
  const over = areaChunks.filter((c) => c.gzip > budget.pageAreaChunkGzipKiB * 1024);
  out.push(
    item(
      'pageAreaChunk',
      'largest page-area chunk (gzip)',
      biggest ? kib(biggest.gzip) : null,
      budget.pageAreaChunkGzipKiB,
      'KiB',
      'max',
      over.length
        ? `over: ${over.map((c) => `${c.file} ${kib(c.gzip)} KiB`).join(', ')}`
        : biggest
          ? biggest.file
          : 'no page-area chunk',
    ),
  );

  for (const heavy of bytes.heavyLibraries ?? []) {
    const places = (budget.heavyLibrariesNotIn ?? []).filter((where) => heavy.loadedIn?.[where]?.length);
    out.push({
      id: `heavy:${heavy.name}`,
      label: `${heavy.name} only where used (not on ${(budget.heavyLibrariesNotIn ?? []).join(', ')})`,
      value: places.length ? places.join(', ') : 'ok',
      limit: 'none',
      unit: '',
      ok: places.length === 0,
      ...(places.length ? { detail: places.map((p) => `${p}: ${heavy.loadedIn[p].join(', ')}`).join('; ') } : {}),
    });
  }

  for (const heavy of bytes.heavyLibraries ?? []) {
    if (!heavy.outsideOnlyWith) continue;
    const outside = heavy.outsideOnlyWith;
    out.push({
      id: `heavyOnlyWith:${heavy.name}`,
      label: `${heavy.name} only in the chunks that use it (${heavy.chunks.length} chunk${heavy.chunks.length === 1 ? '' : 's'})`,
      value: outside.length ? outside.join(', ') : 'ok',
      limit: 'none',
      unit: '',
      ok: outside.length === 0,
    });
  }

  const forbidden = bytes.loginRoute?.forbiddenModules;
  if (forbidden) {
    out.push({
      id: 'loginForbidden',
      label: 'login route: no Refine, antd Table, page area or shell modules',
      value: forbidden.length,
      limit: 0,
      unit: 'modules',
      ok: forbidden.length === 0,
      ...(forbidden.length ? { detail: forbidden.slice(0, 8).join(', ') } : {}),
    });
  }

  const perPath = report.requests?.loginToHomeMax;
  if (perPath) {
    for (const path of budget.requestsOnceEach ?? []) {
      out.push(item(`once:${path}`, `${path} calls, login submit -> home`, perPath[path] ?? 0, 1, 'calls', 'max'));
    }
  } else {
    out.push({
      id: 'requests',
      label: 'API calls, login submit -> home',
      value: null,
      limit: 1,
      unit: 'calls',
      ok: null,
      detail: unavailableOf(report.requests) ?? 'not measured',
    });
  }
  const checks = report.requests?.session?.versionChecksMsAfterLogin;
  const observedMs = report.requests?.session?.observedMs ?? 0;
  if (checks && !checks.length && observedMs < budget.noVersionCheckBeforeMs) {
    // --quick's session ends before the mark: nothing to hold (the schedule is src/app/background's unit test).
    out.push({
      id: 'versionCheck',
      label: `no version check before ${budget.noVersionCheckBeforeMs / 1000} s`,
      value: `none in ${(observedMs / 1000).toFixed(0)} s`,
      limit: `>= ${budget.noVersionCheckBeforeMs / 1000} s`,
      unit: '',
      ok: null,
      detail: 'the session ended before the mark (--quick)',
    });
  } else if (checks) {
    const early = checks.filter((ms) => ms < budget.noVersionCheckBeforeMs);
    out.push({
      id: 'versionCheck',
      label: `no version check before ${budget.noVersionCheckBeforeMs / 1000} s`,
      value: checks.length
        ? `first at ${(Math.min(...checks) / 1000).toFixed(1)} s`
        : `none in ${(report.requests.session.observedMs / 1000).toFixed(0)} s`,
      limit: `>= ${budget.noVersionCheckBeforeMs / 1000} s`,
      unit: '',
      ok: early.length === 0,
    });
  }

  if (budget.lighthouseAccessibilityMin !== undefined) {
    for (const { name, label } of LIGHTHOUSE_PAGES) {
      const lh = report.lighthouse?.[name];
      const reason = unavailableOf(lh) ?? (report.lighthouse ? undefined : 'not measured');
      const failing = lh?.failing?.accessibility ?? [];
      out.push(
        item(
          `lh:${name}:accessibility`,
          `Lighthouse accessibility, ${label}`,
          reason ? null : lh.accessibility,
          budget.lighthouseAccessibilityMin,
          '',
          'min',
          reason ?? (failing.length ? `failing: ${failing.map((a) => a.id).join(', ')}` : undefined),
        ),
      );
    }
  }
  // Layout shift does not depend on the machine's load: held in every mode.
  if (budget.lighthouseClsMax !== undefined) {
    for (const { name, label } of LIGHTHOUSE_PAGES) {
      const lh = report.lighthouse?.[name];
      const reason = unavailableOf(lh) ?? (report.lighthouse ? undefined : 'not measured');
      const cls = lh?.metrics?.cls;
      out.push(
        item(
          `lh:${name}:cls`,
          `Lighthouse cumulative layout shift, ${label}`,
          reason || typeof cls !== 'number' ? null : Number(cls.toFixed(3)),
          budget.lighthouseClsMax,
          '',
          'max',
          reason,
        ),
      );
    }
  }
  if (budget.coldCallCpuMsMax !== undefined)
    out.push(...coldCallItems(report.coldApi, budget.coldCallCpuMsMax, 'cpu', budget.coldCallCpuMsCeilings));
  // The score is mostly main-thread time, which follows the machine's load (one audit per page at load 13-17 scored
  // 48-57 where an idle machine gives 90+): held by the full --check only; --quick reports it.
  if (budget.lighthousePerformanceMin !== undefined && !quick) {
    for (const { name, label } of LIGHTHOUSE_PAGES) {
      const lh = report.lighthouse?.[name];
      const reason = unavailableOf(lh) ?? (report.lighthouse ? undefined : 'not measured');
      const failing = lh?.failing?.performance ?? [];
      out.push(
        item(
          `lh:${name}:performance`,
          `Lighthouse performance, ${label}`,
          reason ? null : lh.performance,
          budget.lighthousePerformanceMin,
          '',
          'min',
          reason ??
            (failing.length
              ? `below 1: ${failing
                  .slice(0, 4)
                  .map((a) => a.id)
                  .join(', ')}`
              : undefined),
        ),
      );
    }
  }
  return out;
}

/**
 * The cold first calls (cold-api.mjs) against a limit: one item, the slowest, with every endpoint over the limit in
 * its detail. `measure`: 'cpu' (the server's CPU, the wall time when /proc gave none) or 'wall'.
 */
export function coldCallItems(cold, limit, measure, ceilings = {}) {
  const id = measure === 'cpu' ? 'coldCallCpu' : 'coldCall';
  const label =
    measure === 'cpu'
      ? 'cold first call of every list and report endpoint, server CPU (slowest)'
      : 'cold first call of every list and report endpoint, wall time (slowest)';
  const why = unavailableOf(cold) ?? (cold ? undefined : 'not measured');
  if (why) return [item(id, label, null, limit, 'ms', 'max', why)];
  const figure = (e) => (measure === 'cpu' ? (e.defaultCpuMs ?? e.defaultMs) : e.defaultMs);
  const measured = cold.endpoints.filter((e) => typeof figure(e) === 'number');
  const failed = cold.endpoints.filter((e) => e.unavailable);
  if (!measured.length) return [item(id, label, null, limit, 'ms', 'max', 'no endpoint answered')];
  // A known miss has a ceiling of its own (a regression floor, the limit still its goal): held to that.
  const limitOf = (e) => ceilings[e.endpoint] ?? limit;
  const slowest = measured.reduce((a, b) => (figure(b) > figure(a) ? b : a));
  const over = measured.filter((e) => figure(e) > limitOf(e));
  const known = measured.filter((e) => figure(e) > limit && figure(e) <= limitOf(e));
  const detail = [
    `${measured.length} endpoints${cold.quick ? ` of ${cold.total} (--quick)` : ''}; slowest ${slowest.endpoint}`,
    over.length ? `over: ${over.map((e) => `${e.endpoint} ${figure(e)} ms`).join(', ')}` : '',
    known.length
      ? `known misses within their ceilings: ${known.map((e) => `${e.endpoint} ${figure(e)} ms (<= ${limitOf(e)})`).join(', ')}`
      : '',
    failed.length ? `failed: ${failed.map((e) => `${e.endpoint} (${e.unavailable})`).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const out = { ...item(id, label, figure(slowest), limit, 'ms', 'max', detail), ok: !over.length && !failed.length };
  return [out];
}

/** The dev server's first rows per page (dev-pages.mjs) against the target: the slowest page, those over listed. */
export function devPagesItem(dev, limit) {
  const label = 'dev server: full page load -> first rows painted (slowest page)';
  const why = unavailableOf(dev) ?? (dev ? undefined : 'not measured');
  if (why) return item('devFirstRows', label, null, limit, 'ms', 'max', why);
  const measured = dev.pages.filter((p) => typeof p.firstRowsMs === 'number');
  const failed = dev.pages.filter((p) => p.failed);
  if (!measured.length) return item('devFirstRows', label, null, limit, 'ms', 'max', 'no page painted rows');
  const slowest = measured.reduce((a, b) => (b.firstRowsMs > a.firstRowsMs ? b : a));
  const over = measured.filter((p) => p.firstRowsMs > limit);
  const detail = [
    `${measured.length} pages; slowest ${slowest.path}`,
    over.length ? `over: ${over.map((p) => `${p.path} ${p.firstRowsMs} ms`).join(', ')}` : '',
    failed.length ? `failed: ${failed.map((p) => p.path).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const out = item('devFirstRows', label, slowest.firstRowsMs, limit, 'ms', 'max', detail);
  return failed.length ? { ...out, ok: false } : out;
}

const figureOf = (node, pick) => {
  const why = unavailableOf(node);
  if (why) return { value: null, why };
  const value = node ? pick(node) : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? { value } : { value: null, why: 'no figure' };
};

/**
 * What `--quick --check` asks of each part that ran: its figures came out (a number, not "unavailable"). Parts the
 * run skipped are left out. The side scripts (side-scripts.mjs) exited 0.
 */
export function evaluateProduced(report, skipped = []) {
  const parts = [];
  const t = report.timings;
  if (!skipped.includes('timings')) {
    parts.push(
      ['timings:loginLcp', 'timings: login LCP', figureOf(t?.login?.lcp, (n) => n.median)],
      ['timings:loginToHome', 'timings: login -> home', figureOf(t?.loginToHome, (n) => n.median)],
      ['timings:betOrderList', 'timings: bet order list', figureOf(t?.betOrderList, (n) => n.median)],
      ['timings:bareTable', 'timings: bare antd table', figureOf(t?.bareTable, (n) => n.median)],
      ['timings:tabSwitch', 'timings: tab switch', figureOf(t?.tabSwitchBack, (n) => n.median)],
    );
  }
  if (!skipped.includes('memory'))
    parts.push(['memory', 'memory: second round', figureOf(report.memory, (n) => n.secondRoundGrowthPct)]);
  if (!skipped.includes('export'))
    parts.push([
      'export',
      'export: longest task',
      figureOf(report.export, (n) => (n.fileRows > 0 ? n.main?.longestCpuMs : null)),
    ]);
  if (!skipped.includes('lighthouse')) {
    for (const { name, label } of LIGHTHOUSE_PAGES)
      parts.push([
        `lighthouse:${name}`,
        `lighthouse: ${label}`,
        figureOf(report.lighthouse?.[name], (n) => n.performance),
      ]);
  }
  if (!skipped.includes('reports')) {
    parts.push(
      ['reports:game', 'report.game API', figureOf(report.reportApi, (n) => n.warm?.median)],
      [
        'reports:combineReportTotal',
        'control.combineReportTotal API',
        figureOf(report.reportApi?.combineReportTotal, (n) => n.warm?.median),
      ],
      ['reports:controlBet', 'control.bet API', figureOf(report.controlBetApi, (n) => n.warm?.median)],
      ['reports:simulation', 'simulation CPU', figureOf(report.simulation, (n) => n.medianCpuMs)],
    );
  }
  if (!skipped.includes('cold'))
    parts.push([
      'cold',
      'cold first calls (reference server)',
      figureOf(report.coldApi, (n) =>
        n.endpoints.some((e) => typeof e.defaultMs === 'number') ? n.endpoints.length : null,
      ),
    ]);
  if (!skipped.includes('scripts') && !skipped.includes('devPages'))
    parts.push([
      'devPages',
      'dev server first rows per page',
      figureOf(report.devPages, (n) =>
        n.pages?.some((p) => typeof p.firstRowsMs === 'number') ? n.pages.length : null,
      ),
    ]);
  if (!skipped.includes('scripts')) {
    for (const [key, label] of [
      ['profileSwitch', 'profile-switch.mjs'],
      ['devServer', 'dev-server.mjs'],
    ]) {
      const run = report.scripts?.[key];
      parts.push([
        `scripts:${key}`,
        label,
        run
          ? run.exitCode === 0
            ? { value: 0 }
            : { value: null, why: `exit ${run.exitCode}: ${run.tail.at(-1) ?? ''}` }
          : { value: null, why: 'not run' },
      ]);
    }
  }
  return parts.map(([id, label, { value, why }]) => ({
    id: `produced:${id}`,
    label: `${label} produced its figures`,
    value: why ? null : value,
    limit: 'a figure',
    unit: '',
    ok: !why,
    ...(why ? { detail: why } : {}),
  }));
}

export function evaluateTargets(report, targets, budget) {
  const t = report.timings ?? {};
  const out = [];
  const loginJs = report.bytes?.loginRoute?.production;
  out.push(
    item(
      'loginRouteJs',
      'login route JS (gzip)',
      loginJs ? kib(loginJs.jsGzip) : null,
      budget.loginRouteJsGzipKiB,
      'KiB',
      'max',
    ),
  );

  const ratio = (a, b) => (a?.median && b?.median ? Number((a.median / b.median).toFixed(2)) : null);
  const why = (...nodes) => nodes.map(unavailableOf).find(Boolean) ?? undefined;
  out.push(
    item(
      'loginLcpRatio',
      'login LCP / bare antd login LCP',
      ratio(t.login?.lcp, t.bareLogin?.lcp),
      targets.loginLcpRatioMax,
      'x',
      'max',
      why(t.login?.lcp, t.bareLogin?.lcp) ??
        (t.login?.lcp?.median ? `${t.login.lcp.median} ms vs ${t.bareLogin?.lcp?.median} ms` : undefined),
    ),
  );
  out.push(
    item(
      'betOrderRatio',
      'bet order list 200 rows / bare antd table',
      ratio(t.betOrderList, t.bareTable),
      targets.betOrderListRatioMax,
      'x',
      'max',
      why(t.betOrderList, t.bareTable) ??
        (t.betOrderList?.median ? `${t.betOrderList.median} ms vs ${t.bareTable?.median} ms` : undefined),
    ),
  );
  out.push(
    item(
      'tabSwitch',
      'kept-alive tab switch -> painted',
      t.tabSwitchBack?.median ?? null,
      targets.tabSwitchMsMax,
      'ms',
      'max',
      why(t.tabSwitchBack),
    ),
  );

  const memory = report.memory;
  out.push(
    item(
      'heapGrowth',
      'JS heap, second round of the same 30 tabs vs the first (after closing them)',
      memory?.secondRoundGrowthPct ?? null,
      targets.heapGrowthPctMax,
      '%',
      'max',
      unavailableOf(memory) ??
        (memory?.rounds?.[1]
          ? `${memory.rounds[0].after.usedMiB} -> ${memory.rounds[1].after.usedMiB} MiB; with 30 open ${memory.rounds[0].open.usedMiB} -> ${memory.rounds[1].open.usedMiB} MiB; first round from home (pages' code, kept by design) ${memory.growthPct}%`
          : undefined),
    ),
  );

  const exported = report.export;
  if (targets.exportLongTaskMsMax !== undefined) {
    // Thread CPU time: on the shared machine a task's wall time also counts the wait for a core (both reported).
    out.push(
      item(
        'exportLongTask',
        `longest main-thread task (CPU) during a ${exported?.rows ?? '50,000+'}-row CSV export`,
        exported?.main?.longestCpuMs ?? null,
        targets.exportLongTaskMsMax,
        'ms',
        'max',
        unavailableOf(exported) ??
          (exported?.main
            ? `wall ${exported.main.longestWallMs} ms; ${(exported.totalMs / 1000).toFixed(1)} s in all; clicks during it answered in ${exported.clicks?.toHomeMs ?? 'n/a'} / ${exported.clicks?.backMs ?? 'n/a'} ms`
            : 'not measured'),
      ),
    );
  }

  const reports = report.reportApi;
  out.push(
    item(
      'reportGame31Days',
      'report.game over 31 days, warm call (aggregates built)',
      reports?.warm?.median ?? null,
      targets.reportGame31DaysMsMax,
      'ms',
      'max',
      unavailableOf(reports) ?? (reports ? `cold ${reports.coldMs} ms` : 'not measured'),
    ),
  );
  const combines = reports?.combineReportTotal;
  const combinesMissing = unavailableOf(reports) ?? unavailableOf(combines) ?? (combines ? undefined : 'not measured');
  out.push(
    item(
      'combineReportTotal31Days',
      'control.combineReportTotal over 31 days, warm call',
      combinesMissing ? null : combines.warm.median,
      targets.combineReportTotal31DaysMsMax,
      'ms',
      'max',
      combinesMissing,
    ),
    item(
      'combineReportTotal31DaysCold',
      'control.combineReportTotal over 31 days, cold call (fresh server)',
      combinesMissing ? null : combines.coldMs,
      targets.combineReportTotal31DaysColdMsMax,
      'ms',
      'max',
      combinesMissing,
    ),
  );

  // control.bet over 7 days (issue 26): warm within 1 s, cold (a fresh server) within 3 s.
  const bets = report.controlBetApi;
  for (const [id, label, value, target] of [
    ['controlBet7DaysWarm', 'control.bet over 7 days, warm call', bets?.warm?.median, targets.controlBet7DaysWarmMsMax],
    [
      'controlBet7DaysCold',
      'control.bet over 7 days, cold call (fresh server)',
      bets?.coldMs,
      targets.controlBet7DaysColdMsMax,
    ],
  ]) {
    out.push(
      item(
        id,
        label,
        value ?? null,
        target,
        'ms',
        'max',
        unavailableOf(bets) ?? (bets ? `after a threshold change ${bets.thresholdChangeMs} ms` : 'not measured'),
      ),
    );
  }

  const sim = report.simulation;
  out.push(
    item(
      'simulationCpu',
      'control.combineTest: CPU of a 1,000,000-spin simulation (median)',
      sim?.medianCpuMs ?? null,
      targets.simulationCpuMsMax,
      'ms',
      'max',
      unavailableOf(sim) ?? (sim ? `runs ${sim.cpuMs.join(' / ')} ms` : 'not measured'),
    ),
  );

  if (targets.coldCallMsMax !== undefined) out.push(...coldCallItems(report.coldApi, targets.coldCallMsMax, 'wall'));
  if (targets.devFirstRowsMsMax !== undefined) out.push(devPagesItem(report.devPages, targets.devFirstRowsMsMax));

  // Accessibility is budgeted (evaluateBudget), on every audited page.
  // Performance: the goal on every audited page (the budget's floor only guards against a regression).
  for (const { name, label } of LIGHTHOUSE_PAGES) {
    const lh = report.lighthouse?.[name];
    const reason = unavailableOf(lh) ?? (lh ? undefined : 'not measured');
    out.push(
      item(
        `lh:${name}:performance`,
        `Lighthouse performance, ${label}`,
        reason ? null : lh.performance,
        targets.lighthousePerformanceMin,
        '',
        'min',
        reason,
      ),
    );
  }
  return out;
}

// The benchmark's budget check and chunk-graph helpers (scripts/bench/lib), on hand-made reports: a breach is found
// and named, an unavailable figure is neither a pass nor a breach, and mock-only chunks are told apart.
import { describe, expect, it } from 'vitest';

type Item = { id: string; ok: boolean | null; value: unknown; detail?: string };
type ChunkReport = Record<
  string,
  { name: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

const lib = (name: string) => new URL(`../scripts/bench/lib/${name}`, import.meta.url).href;
const { evaluateBudget, evaluateProduced, evaluateTargets } = (await import(/* @vite-ignore */ lib('check.mjs'))) as {
  evaluateBudget: (report: object, budget: object, options?: { quick?: boolean }) => Item[];
  evaluateProduced: (report: object, skipped?: string[]) => Item[];
  evaluateTargets: (report: object, targets: object, budget: object) => Item[];
};
const { mockOnlyChunks, staticClosure, moduleOwner, chunksOutside } = (await import(
  /* @vite-ignore */ lib('bytes.mjs')
)) as {
  chunksOutside: (report: ChunkReport, files: string[], owner: RegExp) => string[];
  mockOnlyChunks: (report: ChunkReport) => Set<string>;
  staticClosure: (report: ChunkReport, file: string) => string[];
  moduleOwner: (id: string) => string;
};

const budget = {
  loginRouteJsGzipKiB: 250,
  pageAreaChunkGzipKiB: 80,
  heavyLibraries: [{ name: 'charts', pattern: 'node_modules/echarts/' }],
  heavyLibrariesNotIn: ['loginRoute', 'shell'],
  requestsOnceEach: ['/api/common/userInfo', '/api/user/userMenu'],
  noVersionCheckBeforeMs: 30000,
  lighthouseAccessibilityMin: 98,
};
const targets = {
  loginLcpRatioMax: 1.2,
  betOrderListRatioMax: 1.3,
  tabSwitchMsMax: 100,
  heapGrowthPctMax: 5,
  exportLongTaskMsMax: 50,
  lighthousePerformanceMin: 95,
  controlBet7DaysWarmMsMax: 1000,
  controlBet7DaysColdMsMax: 3000,
};

const byId = (items: Item[], id: string) => items.find((i) => i.id === id);
const { quickSubset } = (await import(/* @vite-ignore */ lib('cold-api.mjs'))) as {
  quickSubset: (all: { endpoint: string }[], also?: string[]) => { endpoint: string }[];
};

describe('bench budget', () => {
  const report = {
    bytes: {
      loginRoute: { production: { jsGzip: 260 * 1024 }, forbiddenModules: [] },
      pageAreaChunks: [
        { file: 'assets/report.js', gzip: 90 * 1024 },
        { file: 'assets/game.js', gzip: 10 * 1024 },
      ],
      heavyLibraries: [
        { name: 'charts', chunks: ['assets/report.js'], loadedIn: { loginRoute: [], shell: ['assets/report.js'] } },
      ],
    },
    requests: {
      loginToHomeMax: { '/api/common/userInfo': 1, '/api/user/userMenu': 2 },
      session: { versionChecksMsAfterLogin: [31000], observedMs: 32000 },
    },
  };

  it('names every breach', () => {
    const items = evaluateBudget(report, budget);
    expect(byId(items, 'loginRouteJs')).toMatchObject({ ok: false, value: 260 });
    expect(byId(items, 'pageAreaChunk')?.ok).toBe(false);
    expect(byId(items, 'pageAreaChunk')?.detail).toContain('assets/report.js');
    expect(byId(items, 'heavy:charts')).toMatchObject({ ok: false, value: 'shell' });
    expect(byId(items, 'once:/api/common/userInfo')?.ok).toBe(true);
    expect(byId(items, 'once:/api/user/userMenu')?.ok).toBe(false);
    expect(byId(items, 'versionCheck')?.ok).toBe(true);
  });

  it('passes a report within budget', () => {
    const within = {
      ...report,
      bytes: {
        ...report.bytes,
        loginRoute: { production: { jsGzip: 200 * 1024 }, forbiddenModules: [] },
        pageAreaChunks: [{ file: 'assets/game.js', gzip: 10 * 1024 }],
        heavyLibraries: [{ name: 'charts', chunks: [], loadedIn: { loginRoute: [], shell: [] } }],
      },
      requests: { ...report.requests, loginToHomeMax: { '/api/common/userInfo': 1, '/api/user/userMenu': 1 } },
    };
    expect(evaluateBudget(within, budget).filter((i) => i.ok === false)).toEqual([]);
  });

  it('keeps chart code to the chunks that chart', () => {
    const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
      name: 'x',
      isEntry: false,
      imports,
      dynamicImports,
      modules: Object.fromEntries(modules.map((m) => [m, 1])),
    });
    const graph: ChunkReport = {
      'chart-setup.js': chunk([
        'node_modules/chart.js/dist/chart.js',
        'src/components/resource-kit/chart/chart-setup.ts',
      ]),
      'chart-vendor.js': chunk(['node_modules/chart.js/helpers.js']),
      'list-chart.js': chunk(
        ['src/components/resource-kit/chart/list-chart.tsx'],
        ['chart-vendor.js'],
        ['chart-setup.js'],
      ),
      'game.js': chunk(['src/resources/game/bet-order.ts'], ['stray.js']),
      'stray.js': chunk(['node_modules/chart.js/stray.js']),
    };
    const owner = /^src\/components\/resource-kit\/chart\//;
    expect(chunksOutside(graph, ['chart-setup.js', 'chart-vendor.js', 'stray.js'], owner)).toEqual(['stray.js']);
    const items = evaluateBudget(
      {
        bytes: {
          heavyLibraries: [
            { name: 'charts', chunks: ['chart-setup.js', 'stray.js'], loadedIn: {}, outsideOnlyWith: ['stray.js'] },
          ],
        },
      },
      budget,
    );
    expect(byId(items, 'heavyOnlyWith:charts')).toMatchObject({ ok: false, value: 'stray.js' });
  });

  it('flags a version check before 30 s', () => {
    const early = {
      ...report,
      requests: { ...report.requests, session: { versionChecksMsAfterLogin: [2000], observedMs: 32000 } },
    };
    expect(byId(evaluateBudget(early, budget), 'versionCheck')?.ok).toBe(false);
  });

  it('requires Lighthouse accessibility >= 98 on login, home, a list and a report, naming what fails', () => {
    const audited = (accessibility: number, failing: string[] = []) => ({
      performance: 99,
      accessibility,
      bestPractices: 100,
      failing: { accessibility: failing.map((id) => ({ id, items: [] })) },
    });
    const items = evaluateBudget(
      {
        ...report,
        lighthouse: {
          login: audited(100),
          home: audited(98),
          list: audited(93, ['color-contrast', 'label']),
          report: { unavailable: 'error: session lost' },
        },
      },
      budget,
    );
    expect(byId(items, 'lh:login:accessibility')?.ok).toBe(true);
    expect(byId(items, 'lh:home:accessibility')?.ok).toBe(true);
    expect(byId(items, 'lh:list:accessibility')).toMatchObject({
      ok: false,
      value: 93,
      detail: 'failing: color-contrast, label',
    });
    expect(byId(items, 'lh:report:accessibility')).toMatchObject({ ok: null, detail: 'error: session lost' });
    expect(byId(evaluateBudget(report, budget), 'lh:list:accessibility')).toMatchObject({
      ok: null,
      detail: 'not measured',
    });
  });

  it('reports ratios to the bare pages and leaves unavailable figures open', () => {
    const items = evaluateTargets(
      {
        bytes: report.bytes,
        timings: {
          login: { lcp: { median: 600 } },
          bareLogin: { lcp: { median: 500 } },
          betOrderList: { unavailable: 'no tab page for /game/betOrder' },
          bareTable: { median: 400 },
          tabSwitchBack: { median: 80 },
        },
        // The first round's growth is the pages' code, loaded once by design: only the second round counts.
        memory: {
          growthPct: 80,
          before: { usedMiB: 10 },
          rounds: [
            { open: { usedMiB: 64 }, after: { usedMiB: 18 } },
            { open: { usedMiB: 65 }, after: { usedMiB: 18.5 } },
          ],
          secondRoundGrowthPct: 2.8,
        },
        export: {
          rows: 56141,
          totalMs: 90000,
          main: { longestCpuMs: 61, longestWallMs: 120 },
          clicks: { toHomeMs: 120, backMs: 150 },
        },
        lighthouse: { login: { performance: 99, accessibility: 100 }, home: { unavailable: 'error: session lost' } },
        controlBetApi: { coldMs: 3400, warm: { median: 40 }, thresholdChangeMs: 300 },
      },
      targets,
      budget,
    );
    expect(byId(items, 'loginLcpRatio')).toMatchObject({ ok: true, value: 1.2 });
    expect(byId(items, 'betOrderRatio')).toMatchObject({ ok: null, detail: 'no tab page for /game/betOrder' });
    expect(byId(items, 'tabSwitch')?.ok).toBe(true);
    expect(byId(items, 'heapGrowth')).toMatchObject({ ok: true, value: 2.8 });
    expect(byId(items, 'exportLongTask')).toMatchObject({ ok: false, value: 61 });
    expect(byId(items, 'lh:login:performance')?.ok).toBe(true);
    expect(byId(items, 'controlBet7DaysWarm')).toMatchObject({ ok: true, value: 40 });
    expect(byId(items, 'controlBet7DaysCold')).toMatchObject({ ok: false, value: 3400 });
  });
});

describe('bench quick check', () => {
  const audited = (performance: number) => ({ performance, accessibility: 100, bestPractices: 100, failing: {} });
  const lighthouse = { login: audited(96), home: audited(91), list: audited(84), report: audited(79) };

  it('holds Lighthouse performance to its floor in the full check only, and layout shift in both', () => {
    const shifted = {
      ...lighthouse,
      report: { ...audited(79), metrics: { cls: 0.065 } },
      list: { ...audited(84), metrics: { cls: 0.011 } },
    };
    const floored = { ...budget, lighthousePerformanceMin: 90, lighthouseClsMax: 0.05 };
    const full = evaluateBudget({ lighthouse: shifted }, floored);
    expect(byId(full, 'lh:login:performance')?.ok).toBe(true);
    expect(byId(full, 'lh:list:performance')).toMatchObject({ ok: false, value: 84, limit: 90 });
    expect(byId(full, 'lh:report:cls')).toMatchObject({ ok: false, value: 0.065 });
    expect(byId(full, 'lh:list:cls')?.ok).toBe(true);
    const quick = evaluateBudget({ lighthouse: shifted }, floored, { quick: true });
    expect(byId(quick, 'lh:list:performance')).toBeUndefined();
    expect(byId(quick, 'lh:report:cls')?.ok).toBe(false);
  });

  it('fails a part that ran without producing its figures, and leaves skipped parts out', () => {
    const report = {
      timings: {
        login: { lcp: { median: 400 } },
        loginToHome: { median: 900 },
        betOrderList: { unavailable: 'no tab page for /game/betOrder' },
        bareTable: { median: 800 },
        tabSwitchBack: { median: 40 },
      },
      memory: { secondRoundGrowthPct: 1.2 },
      export: { fileRows: 0, main: { longestCpuMs: 12 } },
      lighthouse,
      reportApi: { warm: { median: 30 }, combineReportTotal: { unavailable: 'error: 500' } },
      controlBetApi: { warm: { median: 20 } },
      simulation: { medianCpuMs: 40 },
      scripts: { profileSwitch: { exitCode: 0, tail: [] }, devServer: { exitCode: 1, tail: ['vite exited'] } },
      coldApi: { endpoints: [{ endpoint: '/api/report/game/list', defaultMs: 120 }], total: 1 },
      devPages: { limitMs: 1500, pages: [{ path: '/game/betOrder', firstRowsMs: 900 }] },
    };
    const items = evaluateProduced(report);
    const failed = items.filter((i) => i.ok === false).map((i) => i.id);
    expect(failed).toEqual([
      'produced:timings:betOrderList',
      'produced:export',
      'produced:reports:combineReportTotal',
      'produced:scripts:devServer',
    ]);
    expect(byId(items, 'produced:scripts:devServer')?.detail).toBe('exit 1: vite exited');
    expect(evaluateProduced({}, ['timings', 'memory', 'export', 'lighthouse', 'reports', 'cold', 'scripts'])).toEqual(
      [],
    );
    expect(evaluateProduced({}, ['timings', 'memory', 'export', 'lighthouse', 'reports', 'cold'])).toMatchObject([
      { id: 'produced:devPages', ok: false },
      { id: 'produced:scripts:profileSwitch', ok: false, detail: 'not run' },
      { id: 'produced:scripts:devServer', ok: false, detail: 'not run' },
    ]);
  });
});

describe('bench cold calls and dev pages', () => {
  const cold = {
    total: 3,
    quick: false,
    endpoints: [
      { endpoint: '/api/player/page', defaultMs: 300, defaultCpuMs: 90 },
      { endpoint: '/api/report/balance/list', defaultMs: 1400, defaultCpuMs: 620 },
      { endpoint: '/api/control/game/list', defaultMs: 700, defaultCpuMs: 200 },
    ],
  };

  it('holds the cold first calls to 500 ms of server CPU in the budget, naming each endpoint over it', () => {
    const items = evaluateBudget({ coldApi: cold }, { ...budget, coldCallCpuMsMax: 500 }, { quick: true });
    expect(byId(items, 'coldCallCpu')).toMatchObject({ ok: false, value: 620 });
    expect(byId(items, 'coldCallCpu')?.detail).toContain('over: /api/report/balance/list 620 ms');
    expect(byId(items, 'coldCallCpu')?.detail).not.toContain('/api/control/game/list 200');
    const within = { ...cold, endpoints: cold.endpoints.filter((e) => e.defaultCpuMs < 500) };
    expect(byId(evaluateBudget({ coldApi: within }, { ...budget, coldCallCpuMsMax: 500 }), 'coldCallCpu')?.ok).toBe(
      true,
    );
  });

  it('--quick takes the report and control areas, one list of each other area and the ones named', () => {
    const all = [
      '/api/player/page',
      '/api/player/translateWallet/list',
      '/api/player/rtp/list',
      '/api/report/game/list',
      '/api/report/balance/list',
      '/api/control/game/list',
      '/api/system/config/list',
      '/api/system/runtimeLog/list',
    ].map((endpoint) => ({ endpoint }));
    expect(quickSubset(all, ['/api/system/runtimeLog/list']).map((e) => e.endpoint)).toEqual([
      '/api/player/page',
      '/api/report/game/list',
      '/api/report/balance/list',
      '/api/control/game/list',
      '/api/system/config/list',
      '/api/system/runtimeLog/list',
    ]);
  });

  it('holds a known miss to its own ceiling, still naming it', () => {
    const ceilings = { '/api/report/balance/list': 1000 };
    const held = byId(
      evaluateBudget({ coldApi: cold }, { ...budget, coldCallCpuMsMax: 500, coldCallCpuMsCeilings: ceilings }),
      'coldCallCpu',
    );
    expect(held?.ok).toBe(true);
    expect(held?.detail).toContain('known misses within their ceilings: /api/report/balance/list 620 ms (<= 1000)');
    const worse = {
      ...cold,
      endpoints: [{ endpoint: '/api/report/balance/list', defaultMs: 3000, defaultCpuMs: 1200 }],
    };
    const breached = byId(
      evaluateBudget({ coldApi: worse }, { ...budget, coldCallCpuMsMax: 500, coldCallCpuMsCeilings: ceilings }),
      'coldCallCpu',
    );
    expect(breached).toMatchObject({ ok: false, value: 1200 });
  });

  it('fails an endpoint that did not answer, and leaves a missing measurement open', () => {
    const broken = {
      ...cold,
      endpoints: [...cold.endpoints.slice(0, 1), { endpoint: '/api/x/list', unavailable: 'state 0' }],
    };
    const items = evaluateBudget({ coldApi: broken }, { ...budget, coldCallCpuMsMax: 500 });
    expect(byId(items, 'coldCallCpu')).toMatchObject({ ok: false, value: 90 });
    expect(byId(items, 'coldCallCpu')?.detail).toContain('failed: /api/x/list (state 0)');
    expect(byId(evaluateBudget({}, { ...budget, coldCallCpuMsMax: 500 }), 'coldCallCpu')).toMatchObject({
      value: null,
      detail: 'not measured',
    });
  });

  it('reports the wall times and the dev pages against the issue targets', () => {
    const dev = {
      limitMs: 1500,
      pages: [
        { path: '/game/betOrder', firstRowsMs: 900 },
        { path: '/report/balance', firstRowsMs: 2100 },
      ],
    };
    const items = evaluateTargets(
      { coldApi: cold, devPages: dev },
      { ...targets, coldCallMsMax: 500, devFirstRowsMsMax: 1500 },
      budget,
    );
    expect(byId(items, 'coldCall')).toMatchObject({ ok: false, value: 1400 });
    expect(byId(items, 'devFirstRows')).toMatchObject({ ok: false, value: 2100 });
    expect(byId(items, 'devFirstRows')?.detail).toContain('over: /report/balance 2100 ms');
  });
});

describe('bench chunk graph', () => {
  const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
    name: 'c',
    isEntry,
    imports,
    dynamicImports,
    modules: Object.fromEntries(modules.map((m) => [m, 100])),
  });
  const graph: ChunkReport = {
    'index.js': chunk(['src/main.tsx'], ['shared.js'], ['login.js', 'msw.js'], true),
    'login.js': chunk(['src/pages/login/login-page.tsx'], ['shared.js']),
    'msw.js': chunk(['mocks/browser.ts'], ['msw-lib.js', 'shared.js']),
    'msw-lib.js': chunk(['node_modules/msw/lib/browser/index.mjs']),
    'shared.js': chunk(['node_modules/react/index.js']),
  };

  it('leaves out only what the mock alone brings in', () => {
    expect([...mockOnlyChunks(graph)].sort()).toEqual(['msw-lib.js', 'msw.js']);
  });

  it('follows static imports only', () => {
    expect(staticClosure(graph, 'index.js').sort()).toEqual(['index.js', 'shared.js']);
  });

  it('names the package a module comes from', () => {
    expect(moduleOwner('node_modules/@refinedev/core/dist/index.mjs')).toBe('@refinedev/core');
    expect(moduleOwner('node_modules/.pnpm/x/node_modules/antd/es/table/index.js')).toBe('antd');
    expect(moduleOwner('src/app/layout/header.tsx')).toBe('src/app');
  });
});

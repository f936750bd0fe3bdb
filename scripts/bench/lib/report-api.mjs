// The 31-day game report over HTTP (mock-data.md 6.2): a fresh mock API process, so the first call builds the 30 days
// of day aggregates (cold) and the next ones only read them (warm). The same for control.combineReportTotal over 31
// days (issue 26: cold within 3 s, warm within 1 s), in a fresh process of its own so its cold call builds both the
// day aggregates and its per-day pool tallies. Runs inside `npm run bench` (skip with
// --skip=reports) or alone: `node scripts/bench/lib/report-api.mjs`.
import { createCipheriv } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startMockApi } from '../../lib/mock-api.mjs';
import { summary } from './stats.mjs';

const DEFAULT_AES_KEY = 'b9d36edf1console';
const WARM_RUNS = 5;

// The login password as the console sends it (src/lib/password-cipher.ts): AES-128-CBC, key = IV, upper-case hex.
export function encrypt(plain) {
  const key = Buffer.from(process.env.VITE_AES_KEY || DEFAULT_AES_KEY, 'utf8');
  const cipher = createCipheriv('aes-128-cbc', key, key);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

/** `YYYY-MM-DD` in UTC+8, `offset` days from today. */
export function day(offset) {
  return new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (body.state !== 1) throw new Error(`${url}: ${body.msg}`);
  return body.result;
}

export async function timedCall(url, token) {
  const start = performance.now();
  await json(url, { headers: { authorization: `Bearer ${token}` } });
  return Math.round(performance.now() - start);
}

/** A fresh mock API process with the admin signed in: `use(api, token)`'s answer, the process stopped after. */
export async function withAdminApi(repo, use) {
  const api = await startMockApi(repo);
  try {
    const login = await json(`${api.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: encrypt('admin123') }),
    });
    return await use(api, login.token);
  } finally {
    api.stop();
  }
}

/** A cold call, then `warmRuns` warm ones: `{coldMs, warm}` (warm as stats.mjs summarises). */
export async function coldAndWarm(url, token, warmRuns = WARM_RUNS) {
  const cold = await timedCall(url, token);
  const warm = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await timedCall(url, token));
  return { coldMs: cold, warm: summary(warm), warmRuns: warm };
}

/**
 * Cold and warm timings of one GET over 31 days, in a fresh mock API process. `quick` (the bench's --quick): 3 days
 * and one warm call, the same calls and figures at a tenth of the cold build.
 */
function measure31Days(repo, path, label, log, quick) {
  return withAdminApi(repo, async (api, token) => {
    const days = quick ? 3 : 31;
    const date = `${day(1 - days)} 00:00:00,${day(0)} 23:59:59`;
    log(`${label}, ${days} days: cold call`);
    const { warmRuns, ...timed } = await coldAndWarm(
      `${api.url}${path}?${new URLSearchParams({ date, pageSize: '20' })}`,
      token,
      quick ? 1 : WARM_RUNS,
    );
    log(`${label}, ${days} days: cold ${timed.coldMs} ms, warm ${warmRuns.join(' / ')} ms`);
    return { ...timed, days };
  });
}

export async function measureReportApi(repo, { log = () => undefined, quick = false } = {}) {
  const game = await measure31Days(repo, '/api/report/game/list', 'report.game', log, quick);
  const combineReportTotal = await measure31Days(
    repo,
    '/api/control/combineReportTotal/list',
    'control.combineReportTotal',
    log,
    quick,
  ).catch((e) => ({ unavailable: e instanceof Error ? e.message : String(e) }));
  return { ...game, combineReportTotal };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.VITE_MOCK_HORIZON = 'day';
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  console.log(JSON.stringify(await measureReportApi(repo, { log: console.log }), null, 2));
}

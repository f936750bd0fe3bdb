// The cold first call of every list and report endpoint on the reference server (issue 35 item 3: at most 500 ms):
// for each endpoint a fresh mock API process (mocks/http-server.ts), the admin signed in and the shell's three
// look-ups called as a page load calls them, then the endpoint's first call, timed. The endpoints come from the mock
// (endpoints.ts, the bench's one import of mock internals), so a new page is measured without editing the bench.
//
//   default  the page's first call: page 1 of 20 rows, no filter (the server's default span: today, README 0.2)
//   widest   (full run) in another fresh process: the widest span the endpoint takes (31 days, else 7; none when
//            it takes no span), the cost of a first call a user can ask for, reported beside it
//
// Next to each wall time, the CPU the server process spent on that call (/proc, Linux): on a shared machine the
// wall time follows the load, the CPU much less. Runs inside `npm run bench` (skip with --skip=cold) or alone:
// `node scripts/bench/lib/cold-api.mjs [--quick] [--widest] [--only=report,control.game]`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockApi } from '../../lib/mock-api.mjs';
import { day, encrypt, json } from './report-api.mjs';

const SHELL_CALLS = ['/api/common/userInfo', '/api/user/userMenu', '/api/common/initSelectData'];

/** The list and report endpoints, from the mock (endpoints.ts). */
export function listEndpoints(repo) {
  const out = execFileSync(path.join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/bench/lib/endpoints.ts'], {
    cwd: repo,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** The pids of a process and its descendants (Linux /proc); [] elsewhere. */
function tree(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.flatMap((child) => tree(Number(child)))];
  } catch {
    return [];
  }
}

/** CPU ms (user + system) the server's processes have used so far; null where /proc is missing. */
export function serverCpuMs(pid) {
  if (!pid) return null;
  let ticks = 0;
  const pids = tree(pid);
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended in between
    }
  }
  // USER_HZ is 100 on Linux.
  return pids.length ? ticks * 10 : null;
}

async function timed(api, url, token) {
  const cpuBefore = serverCpuMs(api.pid);
  const start = performance.now();
  const response = await fetch(`${api.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = Math.round(performance.now() - start);
  const cpuAfter = serverCpuMs(api.pid);
  return {
    ms,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    state: body.state,
    msg: body.msg,
    rows: body.result?.list?.length ?? body.result?.records?.length ?? null,
  };
}

/** A fresh server, the admin signed in, the shell's look-ups called; `use(api, token)`'s answer, the server stopped. */
async function freshSession(repo, use) {
  const api = await startMockApi(repo);
  try {
    const login = await json(`${api.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: encrypt('admin123') }),
    });
    let shellMs = 0;
    for (const call of SHELL_CALLS) shellMs += (await timed(api, call, login.token)).ms;
    return await use(api, login.token, shellMs);
  } finally {
    api.stop();
  }
}

const query = (extra = {}) => `?${new URLSearchParams({ current: '1', pageSize: '20', ...extra })}`;

/** The first call with the widest span the endpoint takes: 31 days, else 7, else none (a refusal costs nothing). */
async function widestCall(api, endpoint, token) {
  for (const days of [31, 7]) {
    const date = `${day(1 - days)} 00:00:00,${day(0)} 23:59:59`;
    const result = await timed(api, `${endpoint}${query({ date })}`, token);
    if (result.state === 1) return { ...result, days };
  }
  return { ...(await timed(api, `${endpoint}${query()}`, token)), days: null };
}

/**
 * Per endpoint: `{endpoint, keys, defaultMs, defaultCpuMs, shellMs, widestMs?, widestDays?}`. `quick`: the endpoints
 * `pick` keeps (all by default); `widest`: also the widest-span call, in a fresh process of its own.
 */
export async function measureColdApi(
  repo,
  { log = () => undefined, quick = false, widest = !quick, only = null, quickAlso = [] } = {},
) {
  const all = listEndpoints(repo);
  const endpoints = only
    ? all.filter((e) => only.some((o) => e.endpoint.includes(o) || e.keys.includes(o)))
    : quick
      ? quickSubset(all, quickAlso)
      : all;
  log(`cold API: ${endpoints.length} of ${all.length} list and report endpoints, each on a fresh server`);
  // --quick measures two endpoints at a time, each on its own server: the budget holds each call's CPU (/proc, the
  // server's own), which the other lane does not add to; the wall times, the full run's target, are measured one by one.
  const lanes = quick ? 2 : 1;
  const rows = new Array(endpoints.length);
  let next = 0;
  const measureOne = async ({ endpoint, keys }) => {
    const row = { endpoint, page: keys[0] };
    try {
      await freshSession(repo, async (api, token, shellMs) => {
        const first = await timed(api, `${endpoint}${query()}`, token);
        if (first.state !== 1) throw new Error(`state ${first.state}: ${first.msg}`);
        Object.assign(row, { defaultMs: first.ms, defaultCpuMs: first.cpuMs, shellMs });
      });
      if (widest) {
        await freshSession(repo, async (api, token) => {
          const w = await widestCall(api, endpoint, token);
          Object.assign(row, { widestMs: w.ms, widestCpuMs: w.cpuMs, widestDays: w.days });
        });
      }
    } catch (e) {
      row.unavailable = e instanceof Error ? e.message : String(e);
    }
    log(
      `cold API ${endpoint}: ${row.unavailable ?? `${row.defaultMs} ms (cpu ${row.defaultCpuMs ?? '-'})${widest ? `, widest${row.widestDays ? ` ${row.widestDays} days` : ''} ${row.widestMs} ms (cpu ${row.widestCpuMs ?? '-'})` : ''}`}`,
    );
    return row;
  };
  const lane = async () => {
    while (next < endpoints.length) {
      const at = next++;
      rows[at] = await measureOne(endpoints[at]);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { endpoints: rows, total: all.length, quick, widest };
}

/** --quick: the endpoints whose cold call builds aggregates (report and control areas), one list per other area, and
 * `also` (budget.json `coldApiQuickAlso`: lists of another area that read every player's history). */
export function quickSubset(all, also = []) {
  const areaOf = (e) => e.endpoint.split('/')[2];
  const seen = new Set();
  return all.filter((e) => {
    const area = areaOf(e);
    if (area === 'report' || area === 'control' || also.includes(e.endpoint)) return true;
    if (seen.has(area)) return false;
    seen.add(area);
    return true;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.VITE_MOCK_HORIZON = 'day';
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  const argv = process.argv.slice(2);
  const onlyArg = argv.find((a) => a.startsWith('--only='));
  const result = await measureColdApi(repo, {
    log: console.log,
    quick: argv.includes('--quick'),
    widest: argv.includes('--widest'),
    only: onlyArg ? onlyArg.slice(7).split(',') : null,
  });
  console.log(JSON.stringify(result, null, 2));
}

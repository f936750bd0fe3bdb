// control.bet over 7 days over HTTP (issue 26: warm within 1 s, cold within 3 s on the standalone server): a fresh mock
// API process, so the first call builds the week's day aggregates and risk rows (cold) and the next ones read them
// (warm); then a threshold change on system.config, whose next call recomputes the rows for the new thresholds.
// Runs inside `npm run bench` (skip with --skip=reports) or alone: `node scripts/bench/lib/control-bet-api.mjs`.
import { fileURLToPath } from 'node:url';
import { coldAndWarm, day, json, timedCall, withAdminApi } from './report-api.mjs';

async function setConfig(api, token, key, value) {
  const auth = { authorization: `Bearer ${token}` };
  const list = await json(`${api.url}/api/system/config/list?pageSize=100`, { headers: auth });
  const row = list.list.find((c) => c.key === key);
  await json(`${api.url}/api/system/config/save`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...row, value: String(value) }),
  });
}

/** `quick` (the bench's --quick): 2 days and one warm call. */
export function measureControlBetApi(repo, { log = () => undefined, quick = false } = {}) {
  return withAdminApi(repo, async (api, token) => {
    const days = quick ? 2 : 7;
    const date = `${day(1 - days)} 00:00:00,${day(0)} 23:59:59`;
    const url = `${api.url}/api/control/bet/list?${new URLSearchParams({ date, pageSize: '20' })}`;
    log(`control.bet, ${days} days: cold call`);
    const { warmRuns, ...timed } = await coldAndWarm(url, token, quick ? 1 : undefined);
    await setConfig(api, token, 'risk.bigWinMultiple', 20);
    const changed = await timedCall(url, token);
    await setConfig(api, token, 'risk.bigWinMultiple', 50);
    log(
      `control.bet, ${days} days: cold ${timed.coldMs} ms, warm ${warmRuns.join(' / ')} ms, after a threshold change ${changed} ms`,
    );
    return { ...timed, days, thresholdChangeMs: changed };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.VITE_MOCK_HORIZON = 'day';
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  console.log(JSON.stringify(await measureControlBetApi(repo, { log: console.log }), null, 2));
}

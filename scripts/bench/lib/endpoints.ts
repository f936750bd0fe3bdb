// The bench's one import of the mock's internals: the list and report endpoints a page reads, from the mock's own
// endpoint table, so a page added to the mock is measured without editing the bench. Prints JSON:
// [{ endpoint: "/api/report/game/list", keys: ["report.game"] }, ...]. Run by cold-api.mjs through tsx.
// A list endpoint is a GET a page key guards whose path ends in /list or /page; the others (a detail, a player's tab,
// a permission tree, a job's run log) answer one row's data and need its id.
import { ENDPOINT_PERMISSIONS } from '@mocks/lib/endpoint-permissions';

const endpoints = Object.entries(ENDPOINT_PERMISSIONS)
  .filter(([key, access]) => key.startsWith('GET ') && Array.isArray(access) && /\/(list|page)$/.test(key))
  .map(([key, access]) => ({ endpoint: key.slice(4), keys: access as readonly string[] }));
console.log(JSON.stringify(endpoints));

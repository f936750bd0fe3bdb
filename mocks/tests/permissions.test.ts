// @vitest-environment node
// The server-side permission check (back-office README 0.5), driven by the table itself: every handler has a row,
// a caller whose role lacks every key of a row is refused with state 0 无权限, and each listed key alone lets the
// call through. Callers are throwaway accounts holding exactly the keys a case needs.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { ENDPOINT_PERMISSIONS, OPEN, SIGNED_IN } from '@mocks/lib/endpoint-permissions';
import { authedRoute, openRoute } from '@mocks/lib/route';
import { mockServer } from '@mocks/node';
import { addTestAccount } from '@mocks/shell/db/accounts';
import { ALL_PERMISSIONS } from '@mocks/shell/db/catalog';
import { openSession } from '@mocks/shell/db/sessions';
import { login, ORIGIN } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';

withMockServer();

const NO_PERMISSION = '无权限';
const handled = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`);
const rows = Object.entries(ENDPOINT_PERMISSIONS);
const keyed = rows.flatMap(([endpoint, access]) => (Array.isArray(access) ? [{ endpoint, keys: access }] : []));
const withAccess = (wanted: string) => rows.filter(([, access]) => access === wanted).map(([endpoint]) => endpoint);

const tokenHolding = (permissions: readonly string[]) => openSession(addTestAccount(permissions));

/** Calls an endpoint as the console would, with nothing in it: an empty query, or an empty JSON body. */
async function send(endpoint: string, token?: string, lang = 'zh-CN') {
  const [method = 'GET', path = ''] = endpoint.split(' ');
  const headers: Record<string, string> = { lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, ORIGIN), { method, headers, body: method === 'POST' ? '{}' : undefined });
  const text = await response.text();
  const envelope = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Answer) : null;
  return { status: response.status, text, envelope };
}

type Answer = { state: number; msg: string };
const refused = (answer: Answer | null) => answer?.state === 0 && answer.msg === NO_PERMISSION;

describe('the endpoint permission table', () => {
  it('has a row for every handler and a handler for every row', () => {
    expect(handled.filter((endpoint) => !(endpoint in ENDPOINT_PERMISSIONS))).toEqual([]);
    expect(rows.map(([endpoint]) => endpoint).filter((endpoint) => !handled.includes(endpoint))).toEqual([]);
  });

  it('names only permission keys the catalogue knows (the admin holds them all)', () => {
    const unknown = keyed.flatMap(({ keys }) => keys).filter((key) => !ALL_PERMISSIONS.includes(key));
    expect(unknown).toEqual([]);
  });
});

describe('keyed endpoints', () => {
  it.each(keyed)('$endpoint: refused without $keys, answered with each of them', async ({ endpoint, keys }) => {
    const without = await send(endpoint, tokenHolding(ALL_PERMISSIONS.filter((key) => !keys.includes(key))));
    expect(without.envelope).toMatchObject({ state: 0, msg: NO_PERMISSION });
    for (const key of keys) {
      const answer = await send(endpoint, tokenHolding([key]));
      expect(answer.status, `${endpoint} with ${key}`).toBe(200);
      expect(refused(answer.envelope), `${endpoint} with ${key}: ${answer.text.slice(0, 200)}`).toBe(false);
    }
  });

  it('answers in the request language', async () => {
    const token = tokenHolding([]);
    expect((await send('GET /api/player/page', token, 'en-US')).envelope?.msg).toBe('No permission');
    expect((await send('GET /api/player/page', token, 'pt-BR')).envelope?.msg).toBe('Sem permissão');
  });
});

describe('signed-in and open endpoints', () => {
  it.each(withAccess(SIGNED_IN))(
    '%s: any signed-in user, even one without keys; nobody without a token',
    async (endpoint) => {
      const answer = await send(endpoint, tokenHolding([]));
      expect(answer.envelope?.state, answer.text.slice(0, 200)).not.toBe(undefined);
      expect(refused(answer.envelope)).toBe(false);
      expect((await send(endpoint)).envelope?.state).toBe(4000);
    },
  );

  it.each(withAccess(OPEN))('%s: answers without a token', async (endpoint) => {
    const answer = await send(endpoint);
    expect(refused(answer.envelope)).toBe(false);
    expect(answer.envelope?.state).not.toBe(4000);
  });
});

describe('an endpoint without a row', () => {
  it('is refused, signed in or open (fails closed)', async () => {
    mockServer.use(
      http.get(
        '*/api/not/listed',
        authedRoute((ctx) => ctx.ok('reached')),
      ),
      http.get(
        '*/api/not/listed/open',
        openRoute((ctx) => ctx.ok('reached')),
      ),
      // A keyed row served as an open route is refused too: open needs an OPEN row.
      http.get(
        '*/api/player/page',
        openRoute((ctx) => ctx.ok('reached')),
      ),
    );
    const admin = tokenHolding(ALL_PERMISSIONS);
    expect((await send('GET /api/not/listed', admin)).envelope).toMatchObject({ state: 0, msg: NO_PERMISSION });
    expect((await send('GET /api/not/listed/open')).envelope).toMatchObject({ state: 0, msg: NO_PERMISSION });
    expect((await send('GET /api/player/page')).envelope).toMatchObject({ state: 0, msg: NO_PERMISSION });
  });
});

describe('the demo roles', () => {
  const refusedFor = async (username: string) => {
    const token = await login(username);
    const out: string[] = [];
    for (const { endpoint } of keyed) if (refused((await send(endpoint, token)).envelope)) out.push(endpoint);
    return out;
  };

  it('team reaches every game and player endpoint', async () => {
    // Other areas (system) are not the team's.
    expect((await refusedFor('team')).filter((e) => /\/api\/(game|player)\//.test(e))).toEqual([]);
  });

  it('merchant reaches the player pages and detail tabs it is shown, and nothing else', async () => {
    const tabs = ['info', 'balance', 'gameStats', 'betOrder', 'translateLog', 'balanceLog'];
    const allowed = ['page', 'online/list', 'translateWallet/list', ...tabs]
      .map((what) => `GET /api/player/${what}`)
      .concat('GET /api/game/betOrder/detail');
    expect(await refusedFor('merchant')).toEqual(
      keyed.map(({ endpoint }) => endpoint).filter((e) => !allowed.includes(e)),
    );
  });
});

// @vitest-environment node
// The server-side permission check (back-office README 0.5), driven by the table itself: every handler has a row,
// a caller whose role lacks every key of a row is refused with state 0 无权限, and each listed key alone lets the
// call through. Callers are throwaway accounts holding exactly the keys a case needs; the demo accounts are refused
// exactly what their roles' keys (as userInfo gives them) do not open.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { ENDPOINT_PERMISSIONS, OPEN, SIGNED_IN } from '@mocks/lib/endpoint-permissions';
import { authedRoute, openRoute } from '@mocks/domain/route';
import { mockServer } from '@mocks/node';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login, ORIGIN } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { UserInfo } from '@/api/common';

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
  const signedIn = ACCOUNTS.filter((a) => !a.disabled);

  /** The role's keys as the console gets them, and the keyed endpoints whose keys the role does not hold. */
  async function expectations(username: string) {
    const token = await login(username);
    const info = await call<{ userInfo: UserInfo }>('/api/common/userInfo', { token });
    const held = new Set(info.result.userInfo.role.permissions);
    const shut = keyed.filter(({ keys }) => !keys.some((key) => held.has(key))).map(({ endpoint }) => endpoint);
    return { token, held, shut };
  }

  it.each(signedIn)('$username is refused exactly the endpoints none of its keys opens', async ({ username }) => {
    const { token, shut } = await expectations(username);
    const refusedNow: string[] = [];
    for (const { endpoint } of keyed) if (refused((await send(endpoint, token)).envelope)) refusedNow.push(endpoint);
    expect(refusedNow).toEqual(shut);
  });

  it('the expectations are not empty: admin reaches everything, nobody nothing, the others some of each', async () => {
    const all = keyed.map(({ endpoint }) => endpoint);
    expect((await expectations('admin')).shut).toEqual([]);
    expect((await expectations('nobody')).shut).toEqual(all);
    for (const username of ['team', 'merchant']) {
      const { shut } = await expectations(username);
      expect(shut.length, username).toBeGreaterThan(0);
      expect(shut.length, username).toBeLessThan(all.length);
    }
  });

  it('a merchant-side role (types 2 and 3) holds no platform-only key (README 0.4), so those lists stay refused', async () => {
    const platformOnly = /^(control|system)\.|^merchant\.(rate|authMenu)(\.|$)/;
    for (const { username } of signedIn.filter((a) => a.type !== 1)) {
      const { held, shut } = await expectations(username);
      expect(
        [...held].filter((key) => platformOnly.test(key)),
        username,
      ).toEqual([]);
      const platformEndpoints = keyed.filter(({ keys }) => keys.every((key) => platformOnly.test(key)));
      expect(platformEndpoints.length).toBeGreaterThan(0);
      platformEndpoints.forEach(({ endpoint }) => expect(shut, username).toContain(endpoint));
    }
  });
});

// @vitest-environment node
// The merchant operation log (system.md 4.7, merchant.md 2.5): the calls made by type 2/3 users, inside the caller's
// scope (README 0.4), filtered by user type, team and merchant; the system log keeps the platform's calls.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { OpLogRow } from '@/api/system-logs';

withMockServer();

const log = async (token: string, set: string, query: Record<string, number | string> = {}) => {
  const res = await call<ListResult<OpLogRow>>(`/api/${set}/operationLog/list`, {
    token,
    query: { pageSize: 100, ...query },
  });
  expect(res.state, res.msg).toBe(1);
  return res.result.list;
};
const who = (rows: readonly OpLogRow[]) => [...new Set(rows.map((r) => r.username))].sort();
const LOG_KEYS = ['merchant.operationLog'];

describe('merchant operation log', () => {
  it("shows the calls of type 2/3 users only; the system log the platform's", async () => {
    const admin = await login();
    const team = await login('team');
    const merchant = await login('merchant');
    await call('/api/merchant/authRole/remove', { token: team, body: { id: 3 } });
    await call('/api/player/kickOut', { token: merchant, body: { playerId: 1 } });
    await call('/api/merchant/authRole/remove', { token: admin, body: { id: 4 } });
    const rows = await log(admin, 'merchant');
    expect(who(rows)).toEqual(['merchant', 'team']);
    expect(rows.every((r) => r.userType === 2 || r.userType === 3)).toBe(true);
    expect(rows.find((r) => r.url === '/api/merchant/authRole/remove')).toMatchObject({
      userType: 2,
      merchantTeamName: '金龙团队',
      module: 'merchant.authRole',
      action: 'remove',
    });
    expect(who(await log(admin, 'system'))).toEqual(['admin']);
    expect(who(await log(admin, 'merchant', { userType: 3 }))).toEqual(['merchant']);
    expect(who(await log(admin, 'merchant', { merchantId: 101 }))).toEqual(['merchant']);
    expect(who(await log(admin, 'merchant', { merchantTeamId: 1 }))).toEqual(['merchant', 'team']);
  });

  it('keeps a type 2/3 caller inside its scope', async () => {
    const otherTeam = openSession(
      addTestAccount(['merchant.authRole', 'merchant.authRole.remove'], { type: 2, merchantTeamId: 2 }),
    );
    await call('/api/merchant/authRole/remove', { token: otherTeam, body: { id: 3 } });
    await login('merchant');
    await login('team');
    const team = await login('team');
    expect(who(await log(team, 'merchant'))).toEqual(['merchant', 'team']);
    expect(await log(team, 'merchant', { merchantTeamId: 2 })).toEqual([]);
    const merchantReader = openSession(addTestAccount(LOG_KEYS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    expect(who(await log(merchantReader, 'merchant'))).toEqual(['merchant']);
    const teamTwoReader = openSession(addTestAccount(LOG_KEYS, { type: 2, merchantTeamId: 2 }));
    expect(who(await log(teamTwoReader, 'merchant'))).toEqual([expect.stringMatching(/^test/)]);
  });
});

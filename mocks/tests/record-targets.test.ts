// @vitest-environment node
// The records the registrations name (operations.md 7.2): every declared target type has a reader, and the records of
// internal control and fee terms are named as approvals name them (7.1: a game id, `gameId:tier`, a merchant id).
import { describe, expect, it } from 'vitest';
import { recordReader } from '@mocks/lib/record-readers';
import { registeredEndpoints } from '@mocks/lib/registry';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { OpLogRow } from '@/api/system-logs';

withMockServer();

const newest = async (token: string, targetType: string, targetId: string) => {
  const res = await call<ListResult<OpLogRow>>('/api/system/operationLog/history', {
    token,
    query: { targetType, targetId },
  });
  expect(res.state, res.msg).toBe(1);
  return res.result.list[0];
};

describe('record targets', () => {
  it('has a reader for every record type a call declares', () => {
    const types = [...registeredEndpoints().values()].flatMap((e) => (e.target ? [e.target.type] : []));
    expect(types.length).toBeGreaterThan(40);
    expect(types.filter((type) => !recordReader(type))).toEqual([]);
  });

  it("names a game's RTP control, a tier's weights and a merchant's terms, with only what changed", async () => {
    const token = await login();
    expect((await call('/api/control/game/save', { token, body: { id: 1001, targetRtp: 95.5 } })).state).toBe(1);
    const game = await newest(token, 'game', '1001');
    expect(game?.changes).toEqual([expect.objectContaining({ field: 'targetRtp', after: 95.5 })]);

    const weights = await call('/api/control/combineLogic/save', {
      token,
      body: { gameId: 1001, tier: 2, items: [{ combineId: 10011, weight: 777 }] },
    });
    expect(weights.state, weights.msg).toBe(1);
    const logic = await newest(token, 'combineLogic', '1001:2');
    expect(logic?.changes).toHaveLength(1);
    expect(logic?.changes[0]).toMatchObject({ after: 777 });
    expect(logic?.changes[0]?.field).toMatch(/^weight\./);

    const body = { merchantId: 102, gameType: 1, nextCooperationType: 1, nextRate: 12.5, remark: '' };
    expect((await call('/api/merchant/rate/save', { token, body })).state).toBe(1);
    const rate = await newest(token, 'rate', '102');
    expect(rate?.changes).toContainEqual(expect.objectContaining({ field: 'nextRate', before: null, after: 12.5 }));
  });
});

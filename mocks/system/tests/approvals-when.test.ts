// @vitest-environment node
// "Guarded when" of operations.md 7.1, at the edges: the balance rule in CNY at today's rate, the game rule only on
// the target or the mode, the RTP rule only on a change, the adjust rule on abs(adjustAmount) with 0 never guarded;
// and a guarded call that fails a check of its own is refused as before, making no request.
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { approvalApi } from '@mocks/system/tests/approval-client';
import { guardedCase } from '@mocks/system/tests/approval-targets';
import type { ListResult } from '@/api/common';
import type { PlayerRow } from '@/api/player';
import type { GameControlRow } from '@/api/control';

withMockServer();

const rateToday = async (token: string, code: string) => {
  const init = await call<{ currencyRateList: { currencyCode: string; rate: number }[] }>(
    '/api/common/initSelectData',
    {
      token,
    },
  );
  return init.result.currencyRateList.find((r) => r.currencyCode === code)?.rate ?? 0;
};

describe('guarded when', () => {
  it('balance: abs(amount) × today’s rate ≥ the threshold, for a player of another currency too', async () => {
    const token = await login();
    const api = approvalApi(token);
    const players = (
      await call<ListResult<PlayerRow>>('/api/player/page', { token, query: { currencyCode: 'USD', pageSize: 5 } })
    ).result.list;
    const player = players[0] as PlayerRow;
    const rate = await rateToday(token, 'USD');
    const under = Math.floor((10000 / rate - 1) * 100) / 100;
    const over = Math.ceil((10000 / rate) * 100) / 100;
    expect((await api.updateBalance(player.id, under)).result).toBeNull();
    const asked = await api.updateBalance(player.id, over);
    expect(asked.result?.status).toBe(1);
    const row = (await api.detail(asked.result?.approvalId ?? 0)).result;
    expect(row.amountCny).toBe(Math.round(over * rate * 100) / 100);
    expect(row.amountCny).toBeGreaterThanOrEqual(10000);
  });

  it('a refused call makes no request: below zero, no remark, a player out of scope', async () => {
    const api = approvalApi(await login());
    const before = (await api.list()).result.total;
    expect((await api.updateBalance(880001, -1e7)).msg).toBe('调整后余额不能小于0');
    expect((await api.updateBalance(880001, 20000, '')).msg).toBe('请输入原因');
    const merchant = approvalApi(await login('merchant'));
    expect((await merchant.updateBalance(880001, 20000)).state).toBe(0);
    expect((await api.list()).result.total).toBe(before);
  });

  it('game control: only a target or mode change; RTP: only a change', async () => {
    const token = await login();
    const api = approvalApi(token);
    await api.saveRule('control.game.save', true);
    await api.saveRule('player.rtp.save', true);
    const game = (await call<ListResult<GameControlRow>>('/api/control/game/list', { token })).result.list[0]!;
    const tolerance = await call('/api/control/game/save', { token, body: { id: game.id, tolerance: 2 } });
    expect(tolerance).toMatchObject({ state: 1, result: { tolerance: 2 } });
    const same = await call('/api/control/game/save', { token, body: { id: game.id, targetRtp: game.targetRtp } });
    expect(same.result).toMatchObject({ targetRtp: game.targetRtp });
    const mode = await call('/api/control/game/save', {
      token,
      body: { id: game.id, controlMode: 3 - game.controlMode },
    });
    expect(mode.result).toMatchObject({ status: 1, approvalId: expect.any(Number) });
    const rtp = { playerId: 880001, type: 0, rtp: 10000, remark: '' };
    expect((await call('/api/player/rtp/save', { token, body: rtp })).result).toBeNull();
  });

  it('bill adjust: abs(adjustAmount) ≥ the threshold; clearing with 0 is never guarded', async () => {
    const token = await login();
    const api = approvalApi(token);
    await api.saveRule('merchant.bill.adjust', false);
    const bill = await guardedCase('merchant.bill.adjust', token);
    expect((await call(bill.path, { token, body: bill.body })).state).toBe(1);
    await api.saveRule('merchant.bill.adjust', true, 1000);
    const adjust = (adjustAmount: number) => call(bill.path, { token, body: { ...bill.body, adjustAmount } });
    expect((await adjust(-999.99)).result).not.toHaveProperty('approvalId');
    expect((await adjust(0)).result).not.toHaveProperty('approvalId');
    expect((await adjust(-1000)).result).toMatchObject({ status: 1, approvalId: expect.any(Number) });
  });
});

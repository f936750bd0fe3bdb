// @vitest-environment node
// Freezing a player needs a reason of 4-200 characters (trimmed), refused in the caller's language otherwise; the
// reason is stored and shown as the frozen player's reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClockSkew, setClockSkew } from '@mocks/lib/clock';
import { startOfToday } from '@mocks/lib/time';
import { getPlayer } from '@mocks/domain/players/players';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { PlayerInfo } from '@/api/player';

withMockServer();

const PLAYER = 880002;
let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const update = (body: object, lang = 'zh-CN') =>
  call('/api/player/update', { token, lang, body: { id: PLAYER, ...body } });
const info = async () =>
  (await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: PLAYER } })).result.info;

describe('freeze', () => {
  const REFUSAL = {
    'zh-CN': '冻结原因须为 4 到 200 个字符',
    'en-US': 'A freeze needs a reason of 4 to 200 characters',
    'pt-BR': 'O bloqueio exige um motivo de 4 a 200 caracteres',
  };

  it.each(Object.entries(REFUSAL))('refuses a freeze without a 4-200 character reason (%s)', async (lang, text) => {
    for (const reason of [undefined, '', '   ', 'abc', '  ab  ', '冻结', 'x'.repeat(201), 42]) {
      const res = await update({ state: 0, reason }, lang);
      expect(res.state, String(reason)).toBe(0);
      expect(res.msg).toBe(text);
    }
    expect(getPlayer(PLAYER)?.state).toBe(1);
  });

  it('stores the trimmed reason, which the frozen player shows; unfreezing needs none', async () => {
    expect((await update({ state: 0, reason: '  涉嫌刷水套利  ' })).state).toBe(1);
    expect(await info()).toMatchObject({ state: 0, reason: '涉嫌刷水套利' });
    expect((await update({ state: 0, reason: 'abcd' })).state).toBe(1);
    expect((await update({ state: 0, reason: '原'.repeat(200) })).state).toBe(1);
    expect((await update({ state: 1 })).state).toBe(1);
    expect(await info()).toMatchObject({ state: 1, reason: '' });
  });
});

describe('the journeys’ player just after midnight', () => {
  afterEach(() => resetClockSkew());

  it('has logged in today under the whole-day horizon (its login is at 00:05), so it is online at 00:02 too', () => {
    setClockSkew(startOfToday() + 2 * 60_000 - Date.now());
    const player = getPlayer(880001)!;
    expect(player.loginAt).toBeGreaterThanOrEqual(startOfToday());
  });
});

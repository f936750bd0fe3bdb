// 游戏控制 against the mock: today's RTP outside the tolerance is marked with an icon and words (not colour alone)
// and a row inside it is not; the edit checks min ≤ target ≤ max across the fields, and a save that keeps the target
// asks nothing (only a target change is asked about).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { expectFieldMessage } from '@tests/field-message';
import { recordBodies } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { dialogTitled, fillForm, press } from '@tests/support/kit-form';
import { outsideTolerance } from '@/resources/control/today-rtp';
import type { ListResult } from '@/api/common';
import type { GameControlRow } from '@/api/control';

const FIRST_LOAD = { timeout: 60_000 };

describe('control.game page', () => {
  it('marks today outside the tolerance and keeps the edit to the contract', { timeout: 240_000 }, async () => {
    const token = await login();
    const list = () => call<ListResult<GameControlRow>>('/api/control/game/list', { token, query: { pageSize: 20 } });
    const gap = (r: GameControlRow) => Math.abs((r.todayRtp ?? Infinity) - r.targetRtp);
    const near = [...(await list()).result.list].sort((a, b) => gap(a) - gap(b))[0]!;
    // Today's samples are small and far from target: the nearest game gets the widest tolerance, to be inside it.
    expect(gap(near)).toBeLessThanOrEqual(10);
    expect((await call('/api/control/game/save', { token, body: { id: near.id, tolerance: 10 } })).state).toBe(1);
    const rows = (await list()).result.list;
    const outside = rows.find(outsideTolerance)!;
    const inside = rows.find((r) => r.id === near.id)!;
    expect(outside, 'a seeded game outside its tolerance today').toBeDefined();
    expect(outsideTolerance(inside)).toBe(false);
    const saves = recordBodies('/api/control/game/save');
    const app = await renderApp({ as: 'admin', route: '/control/game' });
    const page = await screen.findByTestId('resource-control.game', {}, FIRST_LOAD);
    const rowOf = async (name: string) =>
      (await within(page).findByText(name, {}, FIRST_LOAD)).closest('tr') as HTMLElement;

    const marked = within(await rowOf(outside.gameName)).getByTestId('rtp-outside');
    expect(marked).toHaveTextContent('超出容差');
    expect(marked.querySelector('[aria-label="warning"], .anticon-warning')).not.toBeNull();
    expect(marked.getAttribute('aria-label')).toContain(`与目标RTP ${outside.targetRtp.toFixed(2)}% 相差超过容差`);
    expect(within(await rowOf(inside.gameName)).queryByTestId('rtp-outside')).toBeNull();

    await app.user.click(within(await rowOf(inside.gameName)).getByRole('button', { name: '编辑' }));
    const dialog = await dialogTitled(`编辑RTP控制：${inside.gameName}`);
    await waitFor(() => expect(within(dialog).getByLabelText('目标RTP（%）')).toHaveValue(String(inside.targetRtp)));
    await fillForm(app.user, dialog, { '最大RTP（%）': String(inside.targetRtp - 1) });
    await press(app.user, dialog, '确定');
    await expectFieldMessage(dialog, '须满足 最小RTP ≤ 目标RTP ≤ 最大RTP', FIRST_LOAD);
    expect(saves).toHaveLength(0);
    // The target kept: saved without a question.
    await fillForm(app.user, dialog, { '最大RTP（%）': String(inside.maxRtp), '容差（百分点）': '2' });
    await press(app.user, dialog, '确定');
    await waitFor(() => expect(saves).toHaveLength(1), FIRST_LOAD);
    expect(saves[0]).toMatchObject({ id: inside.id, targetRtp: inside.targetRtp, tolerance: 2, maxRtp: inside.maxRtp });
    expect(screen.queryByText('修改目标RTP将重置当前RTP，确定？')).toBeNull();
  });
});

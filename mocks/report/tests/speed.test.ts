// @vitest-environment node
// The 31-day game report (mock-data.md 6.2): the first call builds the day aggregates, later calls only read them.
// Times are printed for the report, not asserted (no timed assertions on a shared machine); `npm run bench` tracks them
// against scripts/bench/budget.json (reportGame31DaysMsMax).
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { dayOf, span, timed } from '@mocks/report/tests/support';

withMockServer();

describe('31-day game report', () => {
  it('answers cold, then warm', { timeout: 300_000 }, async () => {
    const token = await login();
    const query = { date: span(dayOf(-30), dayOf(0)) };
    const cold = await timed('report.game 31 days, cold', () => call('/api/report/game/list', { token, query }));
    const warm = await timed('report.game 31 days, warm', () => call('/api/report/game/list', { token, query }));
    const month = await timed('report.game month, warm', () =>
      call('/api/report/game/list', { token, query: { period: 'month', date: span(dayOf(-30), dayOf(0)) } }),
    );
    expect([cold.state, warm.state, month.state]).toEqual([1, 1, 1]);
    expect(warm.result).toEqual(cold.result);
  });
});

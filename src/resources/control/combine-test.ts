// 组合测试 (control.md 1.5, 1.9): simulation runs. A run is started from the toolbar's form; running rows show their
// progress and the list polls only while one is running. A user may have three runs running at a time: the run
// button says so before the server would refuse the fourth. Stop keeps the partial results (confirm of 1.5); a
// running run cannot be removed. The detail compares each pool's hits with its expected share. A stop that comes
// after the run has ended says so and shows the results instead of the server's refusal.
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { ColumnDecl } from '@/components/resource-kit/types';
import type { TestRow } from '@/api/control';
import { CONTROL_TIER, TEST_STATUS } from '@/resources/control/control-enums';
import { EndedTestView, readTestDetail, TestDetailView } from '@/resources/control/combine-test-detail';
import { formatCount } from '@/lib/format';
import { progressKind } from '@/resources/control/progress-kind';

/** What one user may have running at a time (1.5); the server refuses the next. */
export const MAX_RUNNING = 3;
export const RUNNING = 1;

const isRunning = (row: TestRow) => row.status === RUNNING;
const percent = (key: keyof TestRow): ColumnDecl<TestRow> => ({ key, kind: 'number', precision: 2 });

/** The figures a run gives only when it ends (or is detailed): "--" on a running row, not a misleading 0. */
const SIMULATED = ['totalWin', 'rtp', 'hitRate', 'freeRate', 'maxMultiple'] as const;
const withoutUnfinished = (row: TestRow): TestRow =>
  isRunning(row) ? ({ ...row, ...Object.fromEntries(SIMULATED.map((k) => [k, null])) } as TestRow) : row;

export const CombineTestPage = defineResource<TestRow>({
  name: 'control.combineTest',
  columns: [
    { key: 'id', width: 90 },
    { key: 'gameName' },
    { key: 'tier', kind: 'enum', enum: CONTROL_TIER },
    { key: 'status', kind: 'enum', enum: TEST_STATUS },
    { key: 'progress', kind: progressKind, active: (row: TestRow) => row.status === RUNNING, width: 160 },
    { key: 'spins', kind: 'number' },
    { key: 'doneSpins', kind: 'number' },
    { key: 'betAmount', kind: 'amount' },
    { key: 'totalBet', kind: 'amount' },
    { key: 'totalWin', kind: 'amount' },
    percent('rtp'),
    percent('expectedRtp'),
    percent('hitRate'),
    percent('freeRate'),
    { key: 'maxMultiple', kind: 'number', precision: 2, hidden: true },
    { key: 'createTime', kind: 'time' },
    { key: 'finishTime', kind: 'time' },
    { key: 'operator' },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'status', kind: 'enum', enum: TEST_STATUS },
  ],
  transform: withoutUnfinished,
  // Runs finish on the server: re-read every second while one is running, and stop asking once none is.
  autoRefresh: { seconds: 1, while: (rows) => rows.some(isRunning), holdWhileReading: false },
  toolbarActions: [
    {
      key: 'run',
      permission: 'control.combineTest.run',
      url: '/api/control/combineTest/run',
      fields: [
        { key: 'gameId', kind: 'select', lookup: 'gameList', required: true },
        { key: 'tier', kind: 'enum', enum: CONTROL_TIER, required: true, defaultValue: 1 },
        {
          key: 'spins',
          kind: 'number',
          required: true,
          min: 1_000,
          max: 1_000_000,
          precision: 0,
          defaultValue: 100_000,
        },
        { key: 'betAmount', kind: 'amount', required: true, min: 0.01, max: 1_000_000, defaultValue: 1 },
      ],
      body: (_rows, values) => ({
        gameId: Number(values.gameId),
        tier: Number(values.tier),
        spins: Number(values.spins),
        betAmount: Number(values.betAmount),
      }),
      disabled: (rows, username) =>
        rows.filter((r) => isRunning(r) && r.operator === username).length >= MAX_RUNNING ? 'reasons.limit' : undefined,
    },
  ],
  rowActions: [
    {
      key: 'detail',
      permission: 'control.combineTest',
      show: (row) => createElement(TestDetailView, { id: row.id }),
      width: 960,
    },
    {
      key: 'stop',
      permission: 'control.combineTest.stop',
      url: '/api/control/combineTest/stop',
      confirm: true,
      danger: true,
      visible: isRunning,
      body: (row) => ({ id: row.id }),
      // The list showed it running, but it may have ended since (it finishes 2 s after it starts): the server then
      // refuses with state 0 (control.md 1.5, "only while running"), and the run as it is now says why.
      refused: async (row, text) => {
        const detail = await readTestDetail(row.id);
        const { task } = detail;
        if (task.status === RUNNING) return undefined;
        const vars = { id: task.id, done: formatCount(task.doneSpins), spins: formatCount(task.spins) };
        return {
          title: text.message('actions.stop.endedTitle', vars),
          body: createElement(EndedTestView, {
            detail,
            message: text.message(`actions.stop.ended.${task.status}`, vars),
          }),
          width: 960,
        };
      },
    },
    {
      key: 'remove',
      permission: 'control.combineTest.remove',
      url: '/api/control/combineTest/remove',
      confirm: true,
      danger: true,
      disabled: (row) => (isRunning(row) ? 'reasons.running' : undefined),
      body: (row) => ({ id: row.id }),
    },
  ],
});

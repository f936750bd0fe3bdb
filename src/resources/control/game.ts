// 游戏控制 (control.game, control.md 1.6; platform only): one row per game. The target, the working RTP (the
// correction log's newest), the combine logic's expected RTP and today's measured RTP side by side, today's run marked
// when it is outside the tolerance. No create or remove (rows follow the game list); the edit checks what the server
// checks, min ≤ target ≤ max across the fields, and asks first only when the target changes (that restarts the
// working RTP with a target-change row). A row opens its correction log. With its approval rule on, a change of the
// target or the mode becomes a request (operations.md 7.1): the form says so before OK, the answer after, and the
// row shows the request while it is pending.
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import type { FieldDecl } from '@/components/resource-kit/types';
import { CONTROL_MODE } from '@/resources/control/control-enums';
import { TodayRtp } from '@/resources/control/today-rtp';
import type { GameControlRow } from '@/api/control';
import { APPROVAL_HINT_KEY, approvalHintField } from '@/resources/shared/approval/approval-hint-kind';
import { APPROVAL_ANSWER } from '@/resources/shared/approval/approval-submitted';
import { PendingApproval } from '@/resources/shared/approval/pending-approval';

/** `approval`: the column showing the row's pending request (it has no value of its own). */
type Row = GameControlRow & { approval: string };

// Percentages always with two decimals (96.50), as game.index shows a game's rtp.
const RTP = { kind: 'amount' } as const;
const num = (value: unknown) => (value === undefined || value === null || value === '' ? NaN : Number(value));

/** min ≤ target ≤ max, checked where the target is typed (a bound left empty is its own field's message). */
function boundOrder(_value: unknown, values: Record<string, unknown>): string | undefined {
  const [min, target, max] = [num(values.minRtp), num(values.targetRtp), num(values.maxRtp)];
  if ([min, target, max].some(Number.isNaN)) return undefined;
  return min <= target && target <= max ? undefined : 'validation.boundOrder';
}

const FIELDS: FieldDecl[] = [
  {
    key: 'targetRtp',
    kind: 'number',
    required: true,
    min: 80,
    max: 99.99,
    precision: 2,
    validate: boundOrder,
    help: 'help.targetRtp',
  },
  { key: 'controlMode', kind: 'enum', enum: CONTROL_MODE, display: 'radio', required: true },
  { key: 'tolerance', kind: 'number', required: true, min: 0.1, max: 10, precision: 2, help: 'help.tolerance' },
  { key: 'minRtp', kind: 'number', required: true, min: 50, max: 120, precision: 2 },
  { key: 'maxRtp', kind: 'number', required: true, min: 50, max: 120, precision: 2 },
  { key: 'minRounds', kind: 'number', required: true, min: 0, max: 1_000_000, precision: 0, help: 'help.minRounds' },
  { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true },
  { key: 'remark', kind: 'textarea', maxLength: 200, emojiFilter: true },
  approvalHintField({ action: 'control.game.save', guards: ['targetRtp', 'controlMode'] }),
];

export const GameControlPage = defineResource<Row>({
  name: 'control.game',
  history: { type: 'game', id: 'gameId' },
  transform: (row) => ({ ...row, approval: '' }),
  columns: [
    { key: 'gameId', fixed: 'left' },
    { key: 'gameName', sub: 'classifyName' },
    { key: 'targetRtp', ...RTP, sortable: true },
    { key: 'currentRtp', ...RTP },
    { key: 'expectedRtp', ...RTP },
    { key: 'todayRtp', ...RTP, render: (row) => createElement(TodayRtp, { row }) },
    { key: 'todayBetAmountCny', kind: 'amount' },
    { key: 'todayBoundsAmountCny', kind: 'amount' },
    { key: 'todayRoundCount', kind: 'number' },
    { key: 'controlMode', kind: 'enum', enum: CONTROL_MODE },
    { key: 'tolerance', ...RTP },
    { key: 'minRtp', ...RTP },
    { key: 'maxRtp', ...RTP },
    { key: 'minRounds', kind: 'number' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark', hidden: true },
    { key: 'updateTime', kind: 'time', sub: 'operator' },
    {
      key: 'approval',
      export: false,
      render: (row) =>
        createElement(PendingApproval, { targetType: 'game', targetId: String(row.gameId), compact: true }),
    },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'controlMode', kind: 'enum', enum: CONTROL_MODE },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  rowActions: [
    {
      key: 'edit',
      permission: 'control.game.save',
      url: '/api/control/game/save',
      fields: FIELDS,
      initialValues: (row) => ({
        targetRtp: row.targetRtp,
        controlMode: row.controlMode,
        tolerance: row.tolerance,
        minRtp: row.minRtp,
        maxRtp: row.maxRtp,
        minRounds: row.minRounds,
        status: row.status,
        remark: row.remark,
        // What the approval hint compares the form with: the rule guards these two (7.1).
        [APPROVAL_HINT_KEY]: { targetRtp: row.targetRtp, controlMode: row.controlMode },
      }),
      // A new target restarts the working RTP (1.6): asked then, and only then.
      confirm: (values, row) =>
        Number(values.targetRtp) === row.targetRtp ? undefined : { key: 'actions.edit.targetConfirm' },
      body: (row, values) => ({ ...values, id: row.id, remark: values.remark ?? '' }),
      invalidates: ['control.gameRtpCorrection'],
      answer: APPROVAL_ANSWER,
    },
  ],
  drills: [{ key: 'corrections', page: 'control.gameRtpCorrection', filters: (row) => ({ gameId: row.gameId }) }],
});

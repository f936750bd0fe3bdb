// RTP修正记录 (control.gameRtpCorrection, control.md 1.7; platform only): the audit log of every game's working RTP,
// newest first (no remove), by game, type and time; a chart of the chosen game's working RTP against its target and
// measured daily RTP; and the manual correction, which shows the game's allowed range and working RTP and keeps to
// them before it asks.
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import { CORRECTION_MODE } from '@/resources/control/control-enums';
import { Adjust, BeforeAfter, Operator } from '@/resources/control/correction-cells';
import { gameBoundsKind, withinBounds } from '@/resources/control/game-bounds-kind';
import { WorkingRtpChart } from '@/resources/control/working-rtp-chart';
import type { CorrectionRow } from '@/api/control-risk';

// Percentages always with two decimals (96.50), as game.index shows a game's rtp.
const RTP = { kind: 'amount' } as const;

/** 4-200 characters (the contract's count: characters, not UTF-16 units). */
const remarkLength = (value: unknown) => {
  const n = [...String(value ?? '').trim()].length;
  return n > 0 && (n < 4 || n > 200) ? 'validation.remarkLength' : undefined;
};

export const GameRtpCorrectionPage = defineResource<CorrectionRow>({
  name: 'control.gameRtpCorrection',
  columns: [
    { key: 'correctTime', kind: 'time', fixed: 'left' },
    { key: 'gameId' },
    { key: 'gameName' },
    { key: 'mode', kind: 'enum', enum: CORRECTION_MODE },
    { key: 'cycleDate' },
    { key: 'roundCount', kind: 'number' },
    { key: 'betAmountCny', kind: 'amount' },
    { key: 'boundsAmountCny', kind: 'amount' },
    { key: 'actualRtp', ...RTP },
    { key: 'targetRtp', ...RTP },
    { key: 'beforeRtp', ...RTP, hidden: true },
    { key: 'afterRtp', ...RTP, render: (row) => createElement(BeforeAfter, { row }) },
    { key: 'adjust', ...RTP, delta: true, render: (row) => createElement(Adjust, { value: row.adjust }) },
    { key: 'operator', render: (row) => createElement(Operator, { name: row.operator }) },
    { key: 'remark' },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'mode', kind: 'enum', enum: CORRECTION_MODE },
    { key: 'date', kind: 'dateRange', preset: 'last7Days', maxDays: 31 },
  ],
  panel: WorkingRtpChart,
  toolbarActions: [
    {
      key: 'correct',
      permission: 'control.gameRtpCorrection.save',
      url: '/api/control/gameRtpCorrection/save',
      fields: [
        { key: 'gameId', kind: 'select', lookup: 'gameList', required: true },
        { key: 'bounds', kind: gameBoundsKind },
        { key: 'afterRtp', kind: 'number', required: true, precision: 2, min: 0, validate: withinBounds },
        { key: 'remark', kind: 'textarea', required: true, maxLength: 200, emojiFilter: true, validate: remarkLength },
      ],
      // 手动修正将立即生效，确定将当前RTP改为 {afterRtp}%？ (the value as typed)
      confirm: true,
      body: (_rows, values) => ({ gameId: values.gameId, afterRtp: values.afterRtp, remark: values.remark }),
      invalidates: ['control.game'],
    },
  ],
});

// 组合 (control.combine, back-office control.md 1.1, 1.9; platform only): each game's result pools in order, each
// range as an interval, stock against its target. The form shows before saving the range the pool will cover and
// the neighbours it narrows or widens (combine-preview.ts); the [0, 0] pool and the unbounded top pool keep their
// bounds and cannot be removed; generate refills one pool or a whole game's to target.
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { isBlank } from '@/components/resource-kit/kinds/kind';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { combinePreviewLines, editedPool, type EditedPool } from '@/resources/control/combine-preview';
import { stockKind } from '@/resources/control/stock-kind';
import { rangeText } from '@/lib/contract/combine-range';
import type { CombineRow } from '@/api/control';
import { previewKind } from '@/resources/control/preview-kind';

/** The row with its range as the page writes it: `[0, 0]`, `(1, 5]`, `(100, +∞)`. */
type Row = CombineRow & { range: string };

const GENERATE = 'control.combine.generate';

const number = (value: unknown) => {
  const check = checkNumber(value);
  return !isBlank(value) && check.ok ? check.value : undefined;
};

/** `min < avg <= max` as far as the form knows the range (its lower end comes from the rows: the preview says). */
function avgWithinBound(value: unknown, values: Record<string, unknown>): string | undefined {
  const avg = number(value);
  const max = editedPool(values)?.top ? null : number(values.maxMultiple);
  if (avg === undefined || max === undefined) return undefined;
  if (max === 0) return avg === 0 ? undefined : 'validation.avgZero';
  return avg > 0 && (max === null || avg <= max) ? undefined : 'validation.avgRange';
}

const fixedBound = (values: Record<string, unknown>) => {
  const edited = editedPool(values);
  return !!edited && (edited.top || edited.zero);
};

export const CombinePage = defineResource<Row>({
  name: 'control.combine',
  history: { type: 'combine', id: 'id' },
  transform: (row) => ({ ...row, range: rangeText(row.minMultiple, row.maxMultiple) }),
  columns: [
    { key: 'gameName', sub: 'gameId' },
    { key: 'sort', kind: 'number' },
    { key: 'name' },
    { key: 'range' },
    { key: 'avgMultiple', kind: 'number', precision: 2 },
    { key: 'freeRate', kind: 'number' },
    { key: 'stock', kind: stockKind, targetKey: 'expectCount' },
    { key: 'expectCount', kind: 'number', hidden: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark' },
    { key: 'updateTime', kind: 'time', sub: 'operator' },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    width: 640,
    fields: [
      { key: 'gameId', kind: 'select', lookup: 'gameList', required: true, disabledOnEdit: true },
      { key: 'name', kind: 'text', required: true, maxLength: 20 },
      // Empty only for the top pool, whose bound is fixed (as the [0, 0] pool's): the server refuses any other.
      {
        key: 'maxMultiple',
        kind: 'number',
        min: 0,
        precision: 2,
        requiredWhen: (v) => !fixedBound(v),
        disabledWhen: fixedBound,
        help: 'help.maxMultiple',
      },
      { key: 'avgMultiple', kind: 'number', min: 0, precision: 2, required: true, validate: avgWithinBound },
      { key: 'freeRate', kind: 'number', min: 0, max: 1000, precision: 0, required: true, defaultValue: 0 },
      { key: 'expectCount', kind: 'number', min: 0, max: 10_000_000, precision: 0, required: true, defaultValue: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
      {
        key: 'rangePreview',
        kind: previewKind,
        rows: {
          resource: 'control.combine',
          filters: (v: Record<string, unknown>) =>
            isBlank(v.gameId) ? undefined : [{ field: 'gameId', operator: 'eq', value: v.gameId }],
        },
        lines: combinePreviewLines,
      },
    ],
    // The preview starts from the pool being edited (which bound is fixed); the form sends nothing for it.
    toValues: (row) => ({
      ...row,
      rangePreview: { id: row.id, top: row.maxMultiple === null, zero: row.maxMultiple === 0 } satisfies EditedPool,
    }),
    // An empty bound is the unbounded top pool: null on the wire (1.9).
    toWire: (wire) => ({ ...wire, maxMultiple: wire.maxMultiple ?? null }),
  },
  rowActions: [
    {
      key: 'generate',
      permission: GENERATE,
      url: '/api/control/combine/generate',
      confirm: true,
      body: (row) => ({ id: row.id }),
      answer: { kind: 'counts', text: 'actions.generate.done' },
    },
    {
      key: 'remove',
      permission: 'control.combine.remove',
      url: '/api/control/combine/remove',
      confirm: true,
      danger: true,
      body: (row) => ({ id: row.id }),
      disabled: (row) => (row.maxMultiple === 0 ? 'removeZero' : row.maxMultiple === null ? 'removeTop' : undefined),
      invalidates: ['control.combineLogic'],
    },
  ],
  toolbarActions: [
    {
      key: 'generateGame',
      permission: GENERATE,
      url: '/api/control/combine/generate',
      fields: [{ key: 'gameId', kind: 'select', lookup: 'gameList', required: true }],
      confirm: true,
      body: (_rows, values) => ({ gameId: values.gameId }),
      answer: { kind: 'counts', text: 'actions.generateGame.done' },
    },
  ],
});

// 组合逻辑 (control.combineLogic, control.md 1.2, 1.9; platform only): the draw weights of one game and tier as one
// table with a weight input per pool; each pool's share and RTP contribution, the tier's expected RTP and a chart of
// the shares follow the typed weights (logic-figures.ts, the server's own formula), with where the expected RTP stands
// against the game's target and bounds; one save (declared below, run by the editor) sends the whole set, and asks
// first when the expected RTP is outside the game's bounds.
// Switching the game or tier with unsaved weights asks first. The page composes the kit's list (ResourceList,
// ListGrid) around the editor (logic-editor.tsx).
import type { CrudFilter } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { ControlTier } from '@/api/control';
import { defineResource } from '@/components/resource-kit/define-resource';
import { ResourceList } from '@/components/resource-kit/list/resource-list';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { PoolName, PoolRange, WeightCell } from '@/resources/control/logic-cells';
import { LogicEditor, type Selection } from '@/resources/control/logic-editor';
import type { LiveRow } from '@/resources/control/logic-figures';
import { APPROVAL_ANSWER } from '@/resources/shared/approval/approval-submitted';

function CombineLogicView({ definition }: { definition: ResourceDefinition<LiveRow> }) {
  // No game chosen yet: the server's default, the first game (its rows say which it is).
  const [selection, setSelection] = useState<Selection>({ tier: 1 as ControlTier });
  const scope = useMemo<CrudFilter[]>(
    () => [
      { field: 'gameId', operator: 'eq', value: selection.gameId },
      { field: 'tier', operator: 'eq', value: selection.tier },
    ],
    [selection],
  );
  const options = useMemo(() => ({ scope, syncWithLocation: false }), [scope]);
  return (
    <ResourceList definition={definition} options={options}>
      <LogicEditor selection={selection} onSelect={setSelection} />
    </ResourceList>
  );
}

export const CombineLogicPage = defineResource<LiveRow>({
  name: 'control.combineLogic',
  history: { type: 'combineLogic', id: (row) => `${row.gameId}:${row.tier}` },
  rowKey: 'combineId',
  paging: false,
  export: false,
  virtual: false,
  columns: [
    { key: 'combineName', render: (row) => <PoolName row={row} /> },
    { key: 'minMultiple', render: (row) => <PoolRange row={row} /> },
    { key: 'avgMultiple', kind: 'amount' },
    { key: 'weight', kind: 'number', summary: true, render: (row) => <WeightCell row={row} /> },
    { key: 'share', kind: 'amount' },
    { key: 'rtpContribution', kind: 'amount' },
    { key: 'updateTime', kind: 'time' },
    { key: 'operator' },
  ],
  // The editor's save, declared where every page declares its actions (the permission, the url, the body; the fault
  // table finds it here): the whole weight set of the game and tier shown, from the live rows (control.md 1.2).
  toolbarActions: [
    {
      key: 'save',
      permission: 'control.combineLogic.save',
      url: '/api/control/combineLogic/save',
      body: (rows, _values, current) => ({
        gameId: current?.gameId,
        tier: current?.tier,
        items: rows.map((row) => ({ combineId: row.combineId, weight: row.weight })),
      }),
      // With its rule on, the weights become a request (operations.md 7.1): the answer says so, not "saved".
      answer: APPROVAL_ANSWER,
    },
  ],
  page: CombineLogicView,
});

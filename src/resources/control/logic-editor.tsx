// The weight editor of 组合逻辑: the game and tier selectors, the live figures (Σ weight, expected RTP against the
// game's target and bounds, logic-bounds.tsx), the page's declared save (asking first outside the bounds) and reset, the chart of the shares and the kit's grid showing the live rows. The typed weights are a draft over the
// stored rows; the grid reads the live rows through a list context of its own (the list's, rows and summary
// replaced), so it stays the kit's table.
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Flex, Select, Space, Statistic, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CombineRow, ControlTier } from '@/api/control';
import { useAsk } from '@/components/resource-kit/actions/action-confirm';
import { ChartCanvas, type ChartSpec } from '@/components/resource-kit/chart/chart-canvas';
import { ListContext, useListContext } from '@/components/resource-kit/list/list-context';
import { ListGrid } from '@/components/resource-kit/list/list-grid';
import { SubListHost } from '@/components/resource-kit/list/sub-list';
import { useLeaveGuard } from '@/components/resource-kit/form/use-leave-guard';
import { formatAmount, formatCount } from '@/lib/format';
import { lookupOptions, useLookups } from '@/lib/lookups';
import { CONTROL_TIER } from '@/resources/control/control-enums';
import { boundsVars, BoundsLine, rtpStanding, useGameBounds } from '@/resources/control/logic-bounds';
import { WeightEditContext } from '@/resources/control/logic-cells';
import { ApprovalHint } from '@/resources/shared/approval/approval-hint';
import { liveLogic, type LiveRow, type WeightDraft } from '@/resources/control/logic-figures';

export type Selection = { gameId?: number; tier: ControlTier };

/** Whether each pool of the game is drawn: the combine list's status (readable with this page's key). */
function useEnabledPools(gameId: number | undefined): ((combineId: number) => boolean) | undefined {
  const { result, query } = useList<CombineRow>({
    resource: 'control.combine',
    filters: [{ field: 'gameId', operator: 'eq', value: gameId }],
    pagination: { currentPage: 1, pageSize: 200, mode: 'server' },
    queryOptions: { enabled: gameId !== undefined },
    errorNotification: false,
  });
  const rows = result.data;
  return useMemo(() => {
    if (!query.isSuccess) return undefined;
    const status = new Map(rows.map((c) => [c.id, c.status]));
    return (combineId: number) => status.get(combineId) !== 0;
  }, [rows, query.isSuccess]);
}

export function LogicEditor({ selection, onSelect }: { selection: Selection; onSelect: (next: Selection) => void }) {
  const list = useListContext<LiveRow>();
  const { text } = list;
  // The page's declared save (permission, url, body), offered only to a role that holds its key.
  const saveAction = list.toolbarActions.find((a) => a.key === 'save');
  const canSave = !!saveAction;
  const ask = useAsk();
  const gameId = selection.gameId ?? list.rows[0]?.gameId;
  const game = useGameBounds(gameId);
  const enabled = useEnabledPools(gameId);
  const [draft, setDraft] = useState<WeightDraft>({});
  const [problem, setProblem] = useState<string>();
  const live = useMemo(() => liveLogic(list.rows, enabled ?? (() => true), draft), [list.rows, enabled, draft]);
  const guard = useLeaveGuard(live.changed);

  // After a save the list is asked again: the draft goes when the server's rows arrive, so what shows is its answer.
  const savedRows = useRef<LiveRow[] | null>(null);
  useEffect(() => {
    if (savedRows.current && savedRows.current !== list.rows) {
      savedRows.current = null;
      setDraft({});
    }
  }, [list.rows]);

  const select = (next: Selection) =>
    guard(() => {
      setDraft({});
      setProblem(undefined);
      onSelect(next);
    });
  const set = useCallback((combineId: number, value: string) => {
    setProblem(undefined);
    setDraft((current) => ({ ...current, [combineId]: value }));
  }, []);
  const edit = useMemo(() => ({ set, canSave, text }), [set, canSave, text]);
  const reset = () => {
    setProblem(undefined);
    setDraft({});
  };
  const save = async () => {
    if (!saveAction) return undefined;
    if (live.invalid) return setProblem('invalid');
    if (live.summary.weight <= 0) return setProblem('zeroSum');
    // Outside the game's bounds: asked first, naming them (a tier may mean to run loose, so it is not refused).
    if (game && rtpStanding(live.summary.expectedRtp, game) !== 'within') {
      const question = text.message('bounds.confirm', boundsVars(live.summary.expectedRtp, game));
      if (!(await ask(question, text.message('bounds.ok'), text.t('kit:actions.cancel')))) return undefined;
    }
    const body = saveAction.body(live.rows, {}, { gameId, tier: selection.tier });
    try {
      const rows = list.rows;
      if (await list.actions.run(saveAction, body, {})) savedRows.current = rows;
    } catch {
      // the HTTP client has shown the server's refusal
    }
    return undefined;
  };

  const lists = useLookups();
  const games = useMemo(() => lookupOptions(lists, 'gameList'), [lists]);
  const tiers = CONTROL_TIER.options.map((o) => ({
    value: Number(o.value),
    label: text.enumLabel(CONTROL_TIER, o.value),
  }));
  const liveList = useMemo(() => ({ ...list, rows: live.rows, summary: live.summary }), [list, live]);
  const chart = useMemo<ChartSpec>(
    () => ({
      type: 'bar',
      labels: live.rows.map((r) => r.combineName),
      series: [{ label: text.column('share'), values: live.rows.map((r) => r.share) }],
    }),
    [live.rows, text],
  );
  const ready = enabled !== undefined || list.rows.length === 0;

  return (
    <Flex vertical gap={12} data-testid="resource-control.combineLogic">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <Select
            aria-label={text.message('game')}
            style={{ minWidth: 220 }}
            showSearch
            optionFilterProp="label"
            loading={!lists}
            value={gameId}
            options={games}
            onChange={(value: number) => select({ gameId: value, tier: selection.tier })}
            data-testid="logic-game"
          />
          <Select
            aria-label={text.message('tier')}
            style={{ minWidth: 120 }}
            value={selection.tier}
            options={tiers}
            onChange={(value: number) => select({ gameId, tier: value as ControlTier })}
            data-testid="logic-tier"
          />
          <Statistic
            title={text.message('totalWeight')}
            value={formatCount(live.summary.weight)}
            valueStyle={{ fontSize: 18 }}
            data-testid="logic-total-weight"
          />
          <Statistic
            title={
              <Space size={4}>
                {text.message('expectedRtp')}
                {live.changed ? <Tag color="warning">{text.message('unsaved')}</Tag> : null}
              </Space>
            }
            value={ready ? `${formatAmount(live.summary.expectedRtp)}%` : '--'}
            valueStyle={{ fontSize: 18 }}
            data-testid="logic-expected-rtp"
          />
          {ready && game && list.rows.length ? (
            <BoundsLine expectedRtp={live.summary.expectedRtp} game={game} text={text} />
          ) : null}
          {canSave ? (
            <Space>
              <Button
                type="primary"
                onClick={() => void save()}
                loading={list.actions.running}
                // An unchanged set saves as it is (the server keeps it): only an empty table has nothing to send.
                disabled={!list.rows.length}
              >
                {text.action('save', 'label')}
              </Button>
              <Button onClick={reset} disabled={!live.changed}>
                {text.message('reset')}
              </Button>
            </Space>
          ) : null}
        </Flex>
        {problem ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            message={text.message(problem)}
            data-testid="logic-problem"
          />
        ) : null}
        {/* changed weights may need a second person (operations.md 7.1); the save's answer then names the request */}
        {canSave && live.changed ? <ApprovalHint action="control.combineLogic.save" /> : null}
      </Card>
      <Card size="small">
        <Typography.Text strong>{text.message('chartTitle')}</Typography.Text>
        {/* the table below carries the same numbers as text */}
        <ChartCanvas spec={chart} format={formatAmount} label={text.message('chartTitle')} testId="logic-share-chart" />
      </Card>
      <WeightEditContext.Provider value={edit}>
        <ListContext.Provider value={liveList}>
          <Card size="small">
            <ListGrid<LiveRow> />
          </Card>
          {/* the tier's weight history (the declaration's `history`), opened from a pool's row */}
          <SubListHost />
        </ListContext.Provider>
      </WeightEditContext.Provider>
    </Flex>
  );
}

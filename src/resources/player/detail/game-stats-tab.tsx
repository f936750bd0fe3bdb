// Game stats tab: the player's totals per game (GET /api/player/gameStats) in one table without paging. The two
// win/loss columns are derived here from bet and payout, so they follow the spec's rule whatever the server sends:
// user win/loss = payout - bet, company win/loss = bet - payout.
import { useList } from '@refinedev/core';
import { Alert, Flex, Table } from 'antd';
import { useMemo } from 'react';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { EXPORT_PAGE_SIZE } from '@/components/resource-kit/csv-export';
import { FIT_TABLE } from '@/components/resource-kit/fit-table';
import { useResourceText } from '@/components/resource-kit/resource-text';
import { summaryRow, totalsOf } from '@/components/resource-kit/summary-row';
import { useLinkColors } from '@/components/resource-kit/link-button';
import { toAntdColumns } from '@/components/resource-kit/table-columns';
import type { GameStatsRow } from '@/api/player';
import { playerScope } from '@/resources/player/detail/player-tab-table';

const cents = (n: number) => Math.round(n * 100) / 100;

export function withWinLoss<T extends Pick<GameStatsRow, 'betAmount' | 'boundsAmount'>>(row: T): T & Pick<GameStatsRow, 'userWinAmount' | 'companyWinAmount'> {
  const bet = Number(row.betAmount) || 0;
  const payout = Number(row.boundsAmount) || 0;
  return { ...row, userWinAmount: cents(payout - bet), companyWinAmount: cents(bet - payout) };
}

export const GAME_STATS_TAB = resolveDefinition<GameStatsRow>({
  name: 'player.gameStats',
  endpoints: { list: '/api/player/gameStats' },
  rowKey: 'gameName',
  columns: [
    { key: 'gameName' },
    { key: 'currencyCode' },
    { key: 'betAmount', kind: 'amount', summary: true },
    { key: 'boundsAmount', kind: 'amount', summary: true },
    { key: 'userWinAmount', kind: 'amount', signed: true, summary: true },
    { key: 'companyWinAmount', kind: 'amount', signed: true, summary: true },
    { key: 'betCount', kind: 'number', summary: true },
    { key: 'roundCount', kind: 'number', summary: true },
    { key: 'clearCount', kind: 'number', summary: true },
    { key: 'clearCountFree', kind: 'number', summary: true },
    { key: 'updateTime', kind: 'time' },
  ],
});

export function GameStatsTab({ playerId }: { playerId: string }) {
  const definition = GAME_STATS_TAB;
  const text = useResourceText(definition);
  const filters = useMemo(() => playerScope(playerId), [playerId]);
  // No pager: one call of the largest page the contract allows (a player plays far fewer games than that).
  const { result, query } = useList<GameStatsRow>({
    resource: definition.name,
    meta: definition.meta,
    filters,
    pagination: { currentPage: 1, pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const rows = useMemo(() => result.data.map(withWinLoss), [result.data]);
  const colors = useLinkColors();
  const columns = useMemo(
    () => toAntdColumns(definition.columns, [], { text, openDetail: () => undefined, colors }),
    [definition.columns, text, colors],
  );
  return (
    <Flex vertical className="player-tab-fill" data-testid="player-tab-gameStats">
      {query.isError ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} message={text.t('kit:table.loadFailed')} description={query.error.message} />
      ) : null}
      <Table<GameStatsRow>
        rowKey={(row) => `${row.gameName}|${row.currencyCode}`}
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        size="middle"
        {...FIT_TABLE}
        // Every row is on screen, so the sums are the player's totals (labelled total, not page total).
        summary={(shown) =>
          summaryRow({ columns: definition.columns, rows: shown, summary: totalsOf(definition.columns, shown) as Partial<GameStatsRow>, text, leadingCells: 0 })
        }
      />
    </Flex>
  );
}

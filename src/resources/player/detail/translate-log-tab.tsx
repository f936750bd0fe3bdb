// Wallet transfer tab: the player's transfers in and out of the game wallet (GET /api/player/translateLog) by
// trade type, trade state and trade or finish time (today by default). The state is a green tag when 0, else red.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import type { ColumnDecl, FilterDecl } from '@/components/resource-kit/types';
import {
  TRADE_STATE,
  TRADE_TYPE,
  TRANSFER_DATE_TYPE,
  TRANSFER_FILTER_TYPE,
  labelOrName,
} from '@/resources/player/player-enums';
import type { WalletTransfer } from '@/api/player';
import { SignedAmount } from '@/resources/player/detail/balance-log-tab';
import { PlayerTab } from '@/resources/player/detail/player-tab';

export function TradeTypeName({ row }: { row: WalletTransfer }) {
  const { t } = useTranslation('player');
  return <>{labelOrName(t, TRADE_TYPE, row.tradeType, row.tradeTypeName)}</>;
}

/** 0 is success (green); every other state is red, whatever its name. */
export function TradeStateTag({ row }: { row: WalletTransfer }) {
  const { t } = useTranslation('player');
  const ok = Number(row.tradeState) === 0;
  return <Tag color={ok ? 'green' : 'red'}>{labelOrName(t, TRADE_STATE, row.tradeState, row.tradeStateName)}</Tag>;
}

const WITHDRAWAL = 200;

/** Money out of the game wallet shows negative, whether or not the server signs a withdrawal's amount. */
export function transferAmount(row: WalletTransfer): number {
  const amount = Number(row.tradeAmount);
  const out = Number(row.tradeType) === WITHDRAWAL || Number(row.balanceAfter) < Number(row.balanceBefore);
  return out ? -Math.abs(amount) : amount;
}

/** The transfer columns, shared with the all-players wallet transfer page. */
export const TRANSFER_COLUMNS: ColumnDecl<WalletTransfer>[] = [
  { key: 'tradeTime', kind: 'time' },
  { key: 'finishTime', kind: 'time' },
  { key: 'currencyCode' },
  { key: 'tradeTypeName', render: (row) => <TradeTypeName row={row} /> },
  { key: 'tradeAmount', kind: 'amount', render: (row) => <SignedAmount value={transferAmount(row)} /> },
  { key: 'balanceBefore', kind: 'amount' },
  { key: 'balanceAfter', kind: 'amount' },
  { key: 'tradeStateName', render: (row) => <TradeStateTag row={row} /> },
  { key: 'message' },
  { key: 'updateTime', kind: 'time' },
  { key: 'ip', sub: 'ipName' },
];

export const TRANSFER_FILTERS: FilterDecl[] = [
  { key: 'tradeType', kind: 'enum', enum: TRANSFER_FILTER_TYPE },
  { key: 'tradeState', kind: 'enum', enum: TRADE_STATE },
  { key: 'dateType', kind: 'enum', enum: TRANSFER_DATE_TYPE, display: 'radio', defaultValue: 1 },
  { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
];

export const TRANSLATE_LOG_TAB = resolveDefinition<WalletTransfer>({
  name: 'player.translateLog',
  endpoints: { list: '/api/player/translateLog' },
  columns: TRANSFER_COLUMNS,
  filters: TRANSFER_FILTERS,
});

export const transferKey = (row: WalletTransfer) =>
  row.id ?? `${row.tradeTime}|${row.tradeTypeName}|${row.tradeAmount}`;

export function TranslateLogTab({ playerId }: { playerId: string }) {
  return <PlayerTab definition={TRANSLATE_LOG_TAB} playerId={playerId} rowKey={transferKey} />;
}

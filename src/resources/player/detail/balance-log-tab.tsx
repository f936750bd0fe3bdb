// Balance ledger tab: every change of the player's balance (GET /api/player/balanceLog), by transaction type and
// trade time (today 00:00:00 - 23:59:59 by default). Amounts are green when added, red when taken.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { formatAmount, isNegative } from '@/lib/format';
import { LEDGER_FILTER_TYPE, TRADE_TYPE, labelOrName } from '@/resources/player/player-enums';
import type { BalanceLog } from '@/api/player';
import { PlayerTab } from '@/resources/player/detail/player-tab';

/** An amount coloured by its sign: added green, taken red, zero plain. */
export function SignedAmount({ value }: { value: unknown }) {
  const n = Number(value);
  const type = isNegative(value) ? 'danger' : n > 0 ? 'success' : undefined;
  return <Typography.Text type={type}>{n > 0 ? `+${formatAmount(value)}` : formatAmount(value)}</Typography.Text>;
}

function TransTypeName({ row }: { row: BalanceLog }) {
  const { t } = useTranslation('player');
  return <>{labelOrName(t, TRADE_TYPE, row.transType, row.transTypeName)}</>;
}

export const BALANCE_LOG_TAB = resolveDefinition<BalanceLog>({
  name: 'player.balanceLog',
  endpoints: { list: '/api/player/balanceLog' },
  columns: [
    { key: 'currencyCode' },
    { key: 'transTypeName', render: (row) => <TransTypeName row={row} /> },
    { key: 'balanceBefore', kind: 'amount' },
    { key: 'amount', kind: 'amount', render: (row) => <SignedAmount value={row.amount} /> },
    { key: 'balanceAfter', kind: 'amount' },
    { key: 'tradeTime', kind: 'time' },
    { key: 'refId', kind: 'copy' },
    { key: 'remark' },
  ],
  filters: [
    { key: 'transType', kind: 'enum', enum: LEDGER_FILTER_TYPE },
    { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
  ],
});

// A bet order books two rows under its id (the bet and the payout), so refId alone does not tell rows apart.
export const ledgerKey = (row: BalanceLog) => row.id ?? `${row.refId}|${row.transType ?? row.transTypeName}`;

export function BalanceLogTab({ playerId }: { playerId: string }) {
  return <PlayerTab definition={BALANCE_LOG_TAB} playerId={playerId} rowKey={ledgerKey} />;
}

// 转账钱包记录 (player.translateWallet): wallet transfers of every player, with the player detail's transfer
// columns and filters (today by default, at most 7 days) plus who made them.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { FilterDecl } from '@/components/resource-kit/types';
import type { WalletTransfer } from '@/api/player';
import { TRANSFER_COLUMNS, TRANSFER_FILTERS } from '@/resources/player/detail/translate-log-tab';

const FILTERS: FilterDecl[] = [
  { key: 'playerId', kind: 'number' },
  { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
  { key: 'merchantId', kind: 'select', lookup: 'merchantList' },
  ...TRANSFER_FILTERS,
];

export const TranslateWalletPage = defineResource<WalletTransfer>({
  name: 'player.translateWallet',
  columns: [
    { key: 'playerId', kind: 'player', fixed: 'left' },
    { key: 'playerName', kind: 'copy' },
    { key: 'merchantName' },
    ...TRANSFER_COLUMNS,
  ],
  filters: FILTERS,
});

// 转账钱包记录 (player.translateWallet): wallet transfers of every player, with the player detail's transfer
// columns and filters (today by default, at most 7 days) plus who made them.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { FilterDecl } from '@/components/resource-kit/types';
import type { WalletTransfer } from '@/api/player';
import { TRANSFER_COLUMNS, TRANSFER_FILTERS } from '@/resources/player/detail/translate-log-tab';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { playerIdColumn } from '@/resources/shared/player/player-columns';

const FILTERS: FilterDecl[] = [{ key: 'playerId', kind: 'number' }, ...MERCHANT_FILTERS, ...TRANSFER_FILTERS];

export const TranslateWalletPage = defineResource<WalletTransfer>({
  name: 'player.translateWallet',
  columns: [
    playerIdColumn<WalletTransfer>('playerId', 'left'),
    { key: 'playerName', kind: 'copy' },
    { key: 'merchantName' },
    ...TRANSFER_COLUMNS,
  ],
  filters: FILTERS,
});

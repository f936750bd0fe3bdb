// 在线玩家 (player.online): who is playing right now, with the game and the terminal they are on.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { OnlinePlayer } from '@/api/player';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { playerIdentityColumns } from '@/resources/shared/player/player-columns';

export const PlayerOnlinePage = defineResource<OnlinePlayer>({
  name: 'player.online',
  columns: [
    ...playerIdentityColumns<OnlinePlayer>(),
    { key: 'balance', kind: 'amount', sortable: true },
    { key: 'gameName' },
    { key: 'platformName' },
    { key: 'ip', sub: 'ipName' },
    { key: 'loginTime', kind: 'time', sortable: true },
  ],
  filters: [{ key: 'playerId', kind: 'number' }, ...ORG_FILTERS, { key: 'gameId', kind: 'select', lookup: 'gameList' }],
});

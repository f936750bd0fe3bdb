// 在线玩家 (player.online): who is playing right now, with the game and the terminal they are on.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { OnlinePlayer } from '@/api/player';

export const PlayerOnlinePage = defineResource<OnlinePlayer>({
  name: 'player.online',
  columns: [
    { key: 'playerId', kind: 'player', fixed: 'left' },
    { key: 'playerName', kind: 'copy' },
    { key: 'nickName' },
    { key: 'merchantTeamName' },
    { key: 'merchantName' },
    { key: 'currencyCode' },
    { key: 'balance', kind: 'amount', sortable: true },
    { key: 'gameName' },
    { key: 'platformName' },
    { key: 'ip', sub: 'ipName' },
    { key: 'loginTime', kind: 'time', sortable: true },
  ],
  filters: [
    { key: 'playerId', kind: 'number' },
    { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
    { key: 'merchantId', kind: 'select', lookup: 'merchantList' },
    { key: 'currencyCode', kind: 'select', lookup: 'currencyList' },
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
  ],
});

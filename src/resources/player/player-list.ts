// 玩家列表 (player.page): every player, searched by platform id, merchant user id, merchant team, merchant,
// currency and state. The platform id opens the player detail. Row actions freeze/unfreeze (POST /api/player/update),
// kick out and reset game, each confirmed first and each behind its own permission key. Freezing asks for the reason
// the info tab shows afterwards (冻结原因): 4-200 characters, sent trimmed.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { RowActionDecl } from '@/components/resource-kit/types';
import { ONLINE, PLAYER_STATE } from '@/resources/player/player-enums';
import { WALLET_TYPE } from '@/resources/shared/merchant/merchant-enums';
import type { PlayerRow } from '@/api/player';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { playerIdentityColumns } from '@/resources/shared/player/player-columns';

type Decl = RowActionDecl<PlayerRow>;

const action = (key: string, permission: string, url: string, body: Decl['body'], visible?: Decl['visible']): Decl => ({
  key,
  permission,
  url,
  body,
  visible,
  confirm: true,
  danger: key !== 'unfreeze',
  invalidates: ['player.online'],
});

const frozen = (row: PlayerRow) => Number(row.state) === 0;

/** The platform refuses a freeze without a reason of this many characters (trimmed). */
export const FREEZE_REASON = { min: 4, max: 200 } as const;

export const PlayerListPage = defineResource<PlayerRow>({
  name: 'player.page',
  history: { type: 'player', id: 'id' },
  // The one list of the area that does not follow /api/<area>/<page>/list.
  endpoints: { list: '/api/player/page' },
  columns: [
    ...playerIdentityColumns<PlayerRow>('id'),
    { key: 'balance', kind: 'amount', sortable: true },
    { key: 'walletType', kind: 'enum', enum: WALLET_TYPE },
    { key: 'state', kind: 'enum', enum: PLAYER_STATE },
    { key: 'reason', hidden: true },
    { key: 'online', kind: 'enum', enum: ONLINE },
    { key: 'platformName' },
    { key: 'ip', sub: 'ipName', hidden: true },
    { key: 'loginTime', kind: 'time', sortable: true },
    { key: 'createTime', kind: 'time', sortable: true, hidden: true },
  ],
  filters: [
    { key: 'playerId', kind: 'number' },
    { key: 'playerName', kind: 'text' },
    ...ORG_FILTERS,
    { key: 'state', kind: 'enum', enum: PLAYER_STATE },
  ],
  rowActions: [
    {
      ...action(
        'freeze',
        'player.page.update',
        '/api/player/update',
        (row, values) => ({ id: row.id, state: 0, reason: String(values.reason ?? '').trim() }),
        (row) => !frozen(row),
      ),
      fields: [
        { key: 'reason', kind: 'textarea', required: true, minLength: FREEZE_REASON.min, maxLength: FREEZE_REASON.max },
      ],
    },
    action('unfreeze', 'player.page.update', '/api/player/update', (row) => ({ id: row.id, state: 1 }), frozen),
    // Offered while the list says the player is online, or when the server does not say (it decides either way).
    action(
      'kickOut',
      'player.page.kickOut',
      '/api/player/kickOut',
      (row) => ({ id: row.id }),
      (row) => row.online === undefined || Number(row.online) === 1,
    ),
    action('resetGame', 'player.page.resetGame', '/api/player/resetGame', (row) => ({ id: row.id })),
  ],
});

// A player as other lists show one: its platform id (opens the player detail wherever it is listed), and the
// merchant it belongs to; and the player id filter. The organisation filters are in shared/merchant. Labels: shared.json.
import type { ColumnDecl, FilterDecl } from '@/components/resource-kit/types';

/** The player id cell of any row (key `playerId` unless the row calls it otherwise): it opens the player detail. */
export function playerIdColumn<T>(key = 'playerId', fixed?: 'left'): ColumnDecl<T> {
  return { key: key as ColumnDecl<T>['key'], kind: 'entity', entity: 'player', fixed };
}

export function merchantColumns<T>(): ColumnDecl<T>[] {
  return [{ key: 'merchantTeamName' as ColumnDecl<T>['key'] }, { key: 'merchantName' as ColumnDecl<T>['key'] }];
}

/** Who a row is about, as every list of players shows it: id, account name, nickname, merchant team, merchant, currency. */
export function playerIdentityColumns<T>(idKey = 'playerId'): ColumnDecl<T>[] {
  return [
    playerIdColumn<T>(idKey, 'left'),
    { key: 'playerName' as ColumnDecl<T>['key'], kind: 'copy' },
    { key: 'nickName' as ColumnDecl<T>['key'] },
    ...merchantColumns<T>(),
    { key: 'currencyCode' as ColumnDecl<T>['key'] },
  ];
}

export const PLAYER_ID_FILTER: FilterDecl = { key: 'playerId', kind: 'number' };

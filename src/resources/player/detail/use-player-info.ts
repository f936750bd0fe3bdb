// The player's profile (GET /api/player/info -> result.info) and the wallet balance refresh
// (GET /api/player/balance -> result.balance). Nothing is kept after the detail closes (gcTime 0), so opening
// another player, or the same one again, never shows what an earlier open loaded.
import { useCustom } from '@refinedev/core';
import type { PlayerInfo } from '@/api/player';

export const PLAYER_INFO_URL = '/api/player/info';
export const PLAYER_BALANCE_URL = '/api/player/balance';

const FRESH = { staleTime: 0, gcTime: 0 } as const;

/** `enabled`: the role may read the profile (player.info); without it nothing is asked. */
export function usePlayerInfo(playerId: string, enabled = true) {
  const { result, query } = useCustom<{ info: PlayerInfo }>({
    url: PLAYER_INFO_URL,
    method: 'get',
    config: { query: { playerId } },
    // A refusal (state 0: 玩家不存在 for an unknown id or one outside the caller's scope) is the detail's own
    // "not found" state, not an error modal on top of it. Transport failures still toast, and the detail offers a retry.
    meta: { request: { quiet: true } },
    errorNotification: false,
    queryOptions: { ...FRESH, enabled },
  });
  const balance = useCustom<{ balance: number }>({
    url: PLAYER_BALANCE_URL,
    method: 'get',
    config: { query: { playerId } },
    errorNotification: false,
    // Only on request (the refresh link); the profile already carries a balance.
    queryOptions: { ...FRESH, enabled: false },
  });
  const info = (result.data as { info?: PlayerInfo } | undefined)?.info;
  // Whichever answer came last is the current balance: a refresh after the profile, or a reload after a refresh.
  const refreshed = balance.query.dataUpdatedAt > query.dataUpdatedAt ? balance.result.data?.balance : undefined;
  return {
    info,
    balance: refreshed ?? info?.balance,
    query,
    refreshBalance: () => void balance.query.refetch(),
    refreshingBalance: balance.query.isFetching,
    reload: () => void query.refetch(),
  };
}

export type PlayerInfoState = ReturnType<typeof usePlayerInfo>;

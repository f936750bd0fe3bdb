// Online (login) log tab: the player's sessions (GET /api/player/onlineLog), filtered by game, terminal, IP and
// start time (today by default; the server allows at most 7 days).
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { TERMINAL } from '@/resources/player/player-enums';
import type { OnlineLog } from '@/api/player';
import { PlayerTab } from '@/resources/player/detail/player-tab';

export const ONLINE_LOG_TAB = resolveDefinition<OnlineLog>({
  name: 'player.onlineLog',
  endpoints: { list: '/api/player/onlineLog' },
  columns: [
    { key: 'gameName' },
    { key: 'platformName' },
    { key: 'startTime', kind: 'time' },
    { key: 'endTime', kind: 'time' },
    { key: 'durationStr' },
    { key: 'ip', sub: 'ipName' },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'terminal', kind: 'enum', enum: TERMINAL },
    { key: 'ip', kind: 'text' },
    { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
  ],
});

// Sessions carry no id of their own; one player cannot start two sessions in the same game at the same second.
const sessionKey = (row: OnlineLog) => `${row.startTime}|${row.gameName}|${row.ip}`;

export function OnlineLogTab({ playerId }: { playerId: string }) {
  return <PlayerTab definition={ONLINE_LOG_TAB} playerId={playerId} rowKey={sessionKey} />;
}

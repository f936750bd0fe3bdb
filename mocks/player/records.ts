// The player as the change history reads it (operations.md 7.2): its detail's fields, without what the clock moves
// (the last login) or a save stamps, so a log row holds only what the call changed.
import type { RecordReaders } from '@mocks/lib/record-readers';
import { teamIdOf } from '@mocks/domain/org/org';
import { getPlayer, toPlayerInfo } from '@mocks/domain/players/players';

const playerOf = (id: string) => (/^\d+$/.test(id) ? getPlayer(Number(id)) : undefined);

export const records: RecordReaders = {
  player: {
    read: (id) => {
      const player = playerOf(id);
      if (!player) return undefined;
      const { loginTime: _login, updateTime: _update, createTime: _create, ...fields } = toPlayerInfo(player);
      return fields;
    },
    owner: (id) => {
      const player = playerOf(id);
      return player && { merchantTeamId: teamIdOf(player), merchantId: player.merchantId };
    },
  },
};

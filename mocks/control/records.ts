// What internal control keeps of records, as the change history reads it (operations.md 7.2): a game's RTP control
// (its share of the `game` record, beside game.index's catalogue entry), a (game, tier)'s weights (`gameId:tier`, as
// approvals name them, 7.1) and the combines.
import { listReader, type RecordReaders } from '@mocks/lib/record-readers';
import { combineRows } from '@mocks/control/db/combines';
import { gameSettingsOf } from '@mocks/control/db/game-settings';
import { isTier, logicOf } from '@mocks/control/db/logic';

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : undefined);

export const records: RecordReaders = {
  game: {
    read: (id) => {
      const gameId = numeric(id);
      const s = gameId === undefined ? undefined : gameSettingsOf(gameId);
      if (!s) return undefined;
      // Named apart from the catalogue's own status and remark, which the same record carries.
      return {
        targetRtp: s.targetRtp,
        controlMode: s.controlMode,
        tolerance: s.tolerance,
        minRtp: s.minRtp,
        maxRtp: s.maxRtp,
        minRounds: s.minRounds,
        controlStatus: s.status,
        controlRemark: s.remark,
      };
    },
  },
  combineLogic: {
    read: (id) => {
      const [gameId, tier] = id.split(':').map(numeric);
      if (gameId === undefined || !isTier(tier)) return undefined;
      const list = logicOf(gameId, tier).list;
      // One field per combine: a weights save changes some of them.
      return list.length ? Object.fromEntries(list.map((r) => [`weight.${r.combineName}`, r.weight])) : undefined;
    },
  },
  combine: listReader(combineRows, (c) => c.id),
};

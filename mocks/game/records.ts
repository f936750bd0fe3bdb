// A game's catalogue entry (game.index) as the change history reads it (operations.md 7.2); its RTP control is the
// control area's share of the same record (mocks/control/records.ts). Classify entries are records of their own.
import { listReader, type RecordReaders } from '@mocks/lib/record-readers';
import { classifyRecords, gameRecords } from '@mocks/domain/orders/games';

export const records: RecordReaders = {
  game: listReader(gameRecords, (g) => g.gid, { fields: ({ id: _id, classifyName: _name, ...g }) => g }),
  classify: listReader(classifyRecords, (c) => c.id),
};

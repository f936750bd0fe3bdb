// The record a call changes and how (operations.md 7.2), for the audit wrapper: the endpoint's registration names the
// record type and where its id is (RecordTarget), the type's reader gives the record's fields, read before the call
// runs and again after it, and one diff (mocks/lib/record-diff.ts) keeps what changed. No endpoint is special here.
import { declaredTarget, endpointKey } from '@mocks/lib/endpoint-permissions';
import { diffFields } from '@mocks/lib/record-diff';
import { recordReader } from '@mocks/lib/record-readers';
import type { RecordTarget } from '@mocks/lib/registration';
import type { OpLogRow } from '@/api/system-logs';

export type ChangeOfCall = Pick<OpLogRow, 'targetType' | 'targetId' | 'changes'>;
type Fields = Readonly<Record<string, unknown>>;

const NONE: ChangeOfCall = { targetType: '', targetId: '', changes: [] };
/** A batch's changes name each record (`12.rtp`), since one row holds them all; the history keeps one record's. */
export const BATCH_SEPARATOR = '.';

function idsOf(target: RecordTarget, body: Record<string, unknown>, answer: unknown): string[] {
  const field = target.id ?? 'id';
  const answered = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const raw = typeof field === 'function' ? field(body, answer) : (body[field] ?? answered[field]);
  const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
  return list.filter((v) => (typeof v === 'number' && v > 0) || (typeof v === 'string' && v !== '')).map(String);
}

/** Reads the record before the call; `finish` with the call's outcome gives the log row's target and changes. */
export function captureChange(
  method: string,
  pathname: string,
  body: Record<string, unknown>,
): (ok: boolean, answer: unknown) => ChangeOfCall {
  const target = declaredTarget(endpointKey(method, pathname));
  const reader = target && recordReader(target.type);
  if (!target || !reader) return () => NONE;
  const known = idsOf(target, body, undefined);
  const before = new Map<string, Fields | undefined>(known.map((id) => [id, reader.read(id)]));
  const existed = known.length === 0 && reader.ids ? new Set(reader.ids()) : undefined;
  return (ok, answer) => {
    // A refused call changed nothing, so it names no record (7.2: empty for calls that change no record).
    if (!ok) return NONE;
    let ids = idsOf(target, body, answer);
    if (ids.length === 0 && existed && reader.ids) ids = reader.ids().filter((id) => !existed.has(id));
    if (ids.length === 0) return NONE;
    const batch = ids.length > 1;
    const changes = ids.flatMap((id) =>
      diffFields(before.get(id), reader.read(id), batch ? `${id}${BATCH_SEPARATOR}` : ''),
    );
    return { targetType: target.type, targetId: ids.join(','), changes };
  };
}

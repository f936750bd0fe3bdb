// Export tasks per admin user: seeded on first use, then kept (and persisted) in the store. A user is offered only
// exports of pages its role may open now (EXPORT_PAGES): a role that lost a page no longer lists, counts, removes or
// downloads that page's exports.
import { mockNow } from '@mocks/lib/clock';
import { createRng } from '@mocks/lib/random';
import { db, mutate, type DbState, type ExportTaskRecord } from '@mocks/domain/store';
import { compactStamp } from '@mocks/lib/time';
import { noteListed, taskDue, type TaskClock } from '@mocks/lib/watched-task';

/** An in-progress task finishes this long after it was first listed. */
export const TASK_FINISH_MS = 20_000;
const EXPORT_CLOCK: TaskClock = { durationMs: TASK_FINISH_MS, from: 'listed' };
const SEEDED_TASKS = 25;
/** What a task exported; its file name starts with it (`player-list-20260101-120000.csv`) and its file holds it. */
export const EXPORT_KINDS = [
  'bet-orders',
  'player-list',
  'balance-log',
  'wallet-transfers',
  'report-game-day',
  'report-merchant-month',
  'online-players',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The page (its permission key) each kind exports: who may not open it gets none of its files. */
export const EXPORT_PAGES: Readonly<Record<ExportKind, string>> = {
  'bet-orders': 'game.betOrder',
  'player-list': 'player.page',
  'balance-log': 'player.balanceLog',
  'wallet-transfers': 'player.translateWallet',
  'report-game-day': 'report.game',
  'report-merchant-month': 'report.merchant',
  'online-players': 'player.online',
};

/** The kinds a holder of these keys may export. */
export function exportKindsFor(keys: readonly string[]): ExportKind[] {
  return EXPORT_KINDS.filter((kind) => keys.includes(EXPORT_PAGES[kind]));
}

/** Whether a task is one of `keys`' exports (a file of an unknown kind is nobody's). */
export function mayExport(fileName: string, keys: readonly string[]): boolean {
  const kind = taskKind(fileName);
  return kind !== undefined && keys.includes(EXPORT_PAGES[kind]);
}

export function taskKind(fileName: string): ExportKind | undefined {
  const kind = fileName.replace(/-\d{8}-\d{6}\.csv$/, '');
  return EXPORT_KINDS.find((k) => k === kind);
}

function seedTasks(userId: number, now: number, keys: readonly string[]): ExportTaskRecord[] {
  const rng = createRng('tasks', userId);
  const tasks: ExportTaskRecord[] = [];
  const kinds = exportKindsFor(keys);
  if (!kinds.length) return tasks;
  let at = now - 2 * 60_000;
  // Every kind of the user's pages comes round among the finished tasks, in an order of the user's own.
  const first = rng.int(0, kinds.length - 1);
  for (let k = SEEDED_TASKS; k >= 1; k--) {
    const newest = SEEDED_TASKS - k;
    tasks.push({
      id: userId * 1000 + k,
      fileName: `${kinds[(first + newest) % kinds.length]}-${compactStamp(at)}.csv`,
      status: newest < 2 ? 1 : 2,
      createdAt: at,
      // Two finished tasks start unseen so the header badge has something to show.
      seen: newest >= 4,
    });
    at -= rng.int(15, 1200) * 60_000;
  }
  return tasks;
}

function ensure(s: DbState, userId: number, now: number, keys: readonly string[]): ExportTaskRecord[] {
  s.exportTasks[userId] ??= seedTasks(userId, now, keys);
  const tasks = s.exportTasks[userId];
  for (const task of tasks) {
    if (task.status === 1 && taskDue(task, EXPORT_CLOCK, now)) {
      task.status = 2;
      task.seen = false;
    }
  }
  return tasks;
}

function needsWrite(userId: number, now: number): boolean {
  const tasks = db().exportTasks[userId];
  return !tasks || tasks.some((t) => t.status === 1 && taskDue(t, EXPORT_CLOCK, now));
}

/** Newest first. Listing starts the clock on in-progress tasks and marks the finished ones shown as seen. */
export function listTasks(userId: number, keys: readonly string[], current: number, pageSize: number) {
  const now = mockNow();
  return mutate((s) => {
    const all = ensure(s, userId, now, keys).filter((t) => mayExport(t.fileName, keys));
    const page = all.slice((current - 1) * pageSize, current * pageSize);
    for (const task of page) {
      if (task.status === 1) noteListed(task, now);
      else task.seen = true;
    }
    return { list: page.map((t) => ({ ...t })), total: all.length };
  });
}

export function newTaskCount(userId: number, keys: readonly string[]): number {
  const now = mockNow();
  const tasks = needsWrite(userId, now)
    ? mutate((s) => ensure(s, userId, now, keys))
    : (db().exportTasks[userId] ?? []);
  return tasks.filter((t) => t.status === 2 && !t.seen && mayExport(t.fileName, keys)).length;
}

export type RemoveOutcome = 'removed' | 'notFound' | 'inProgress';

export function removeTask(userId: number, keys: readonly string[], id: number): RemoveOutcome {
  const now = mockNow();
  return mutate((s) => {
    const tasks = ensure(s, userId, now, keys);
    const task = tasks.find((t) => t.id === id && mayExport(t.fileName, keys));
    if (!task) return 'notFound';
    if (task.status === 1) return 'inProgress';
    s.exportTasks[userId] = tasks.filter((t) => t !== task);
    return 'removed';
  });
}

/** Downloads come from a plain link without the bearer header, so they look tasks up by id alone. */
export function findTask(id: number): { task: ExportTaskRecord; ownerId: number } | undefined {
  for (const [ownerId, tasks] of Object.entries(db().exportTasks)) {
    const task = tasks.find((t) => t.id === id);
    if (task) return { task, ownerId: Number(ownerId) };
  }
  return undefined;
}

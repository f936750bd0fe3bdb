// Export tasks per admin user: seeded on first use, then kept (and persisted) in the store.
import { mockNow } from '@mocks/lib/clock';
import { createRng } from '@mocks/lib/random';
import { db, mutate, type DbState, type ExportTaskRecord } from '@mocks/lib/store';
import { compactStamp } from '@mocks/lib/time';

/** An in-progress task finishes this long after it was first listed. */
export const TASK_FINISH_MS = 20_000;
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

export function taskKind(fileName: string): ExportKind | undefined {
  const kind = fileName.replace(/-\d{8}-\d{6}\.csv$/, '');
  return EXPORT_KINDS.find((k) => k === kind);
}

function seedTasks(userId: number, now: number): ExportTaskRecord[] {
  const rng = createRng('tasks', userId);
  const tasks: ExportTaskRecord[] = [];
  let at = now - 2 * 60_000;
  // Every kind comes round among the finished tasks, in an order of the user's own.
  const first = rng.int(0, EXPORT_KINDS.length - 1);
  for (let k = SEEDED_TASKS; k >= 1; k--) {
    const newest = SEEDED_TASKS - k;
    tasks.push({
      id: userId * 1000 + k,
      fileName: `${EXPORT_KINDS[(first + newest) % EXPORT_KINDS.length]}-${compactStamp(at)}.csv`,
      status: newest < 2 ? 1 : 2,
      createdAt: at,
      // Two finished tasks start unseen so the header badge has something to show.
      seen: newest >= 4,
    });
    at -= rng.int(15, 1200) * 60_000;
  }
  return tasks;
}

function ensure(s: DbState, userId: number, now: number): ExportTaskRecord[] {
  s.exportTasks[userId] ??= seedTasks(userId, now);
  const tasks = s.exportTasks[userId];
  for (const task of tasks) {
    if (task.status === 1 && task.firstListedAt !== undefined && now - task.firstListedAt >= TASK_FINISH_MS) {
      task.status = 2;
      task.seen = false;
    }
  }
  return tasks;
}

function needsWrite(userId: number, now: number): boolean {
  const tasks = db().exportTasks[userId];
  return (
    !tasks ||
    tasks.some((t) => t.status === 1 && t.firstListedAt !== undefined && now - t.firstListedAt >= TASK_FINISH_MS)
  );
}

/** Newest first. Listing starts the clock on in-progress tasks and marks the finished ones shown as seen. */
export function listTasks(userId: number, current: number, pageSize: number) {
  const now = mockNow();
  return mutate((s) => {
    const all = ensure(s, userId, now);
    const page = all.slice((current - 1) * pageSize, current * pageSize);
    for (const task of page) {
      if (task.status === 1) task.firstListedAt ??= now;
      else task.seen = true;
    }
    return { list: page.map((t) => ({ ...t })), total: all.length };
  });
}

export function newTaskCount(userId: number): number {
  const now = mockNow();
  const tasks = needsWrite(userId, now) ? mutate((s) => ensure(s, userId, now)) : (db().exportTasks[userId] ?? []);
  return tasks.filter((t) => t.status === 2 && !t.seen).length;
}

export type RemoveOutcome = 'removed' | 'notFound' | 'inProgress';

export function removeTask(userId: number, id: number): RemoveOutcome {
  const now = mockNow();
  return mutate((s) => {
    const tasks = ensure(s, userId, now);
    const task = tasks.find((t) => t.id === id);
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

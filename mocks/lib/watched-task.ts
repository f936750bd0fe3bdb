// Server-side work that runs "in the background" in the mock: an export task (shell), a simulation run (control.md
// 1.5, 1.9). Nothing runs between calls, so a task moves on when someone looks at it: the first list (or detail) that
// shows it starts its clock, and a later look finishes it once its time is up. One mechanism for every such task.

/** A task as the store keeps it: when it was made and when it was first shown (unset until then). */
export type WatchedTask = { createdAt: number; firstListedAt?: number };

/**
 * How long a task takes, and from when: `listed` counts from the first look (an export file, "ready a while after
 * you asked about it"), `created` from its creation (a simulation run: 2 s after start, once looked at).
 */
export type TaskClock = { durationMs: number; from: 'listed' | 'created' };

/** A look at the task: starts its clock on the first one. */
export function noteListed(task: WatchedTask, now: number): void {
  task.firstListedAt ??= now;
}

/** Whether a running task is done at `now`: it has been looked at and its time is up. */
export function taskDue(task: WatchedTask, clock: TaskClock, now: number): boolean {
  if (task.firstListedAt === undefined) return false;
  const start = clock.from === 'listed' ? task.firstListedAt : task.createdAt;
  return now - start >= clock.durationMs;
}

/**
 * A running task's progress, 0-99 (100 is for a finished one): `min(99, floor(elapsed / duration × 100))`, in whole
 * numbers first (1160 / 2000 × 100 is 57.999… in floating point, and its floor 57, not 58).
 */
export function taskProgress(task: WatchedTask, clock: TaskClock, now: number): number {
  const start = clock.from === 'listed' ? task.firstListedAt : task.createdAt;
  if (start === undefined) return 0;
  return Math.max(0, Math.min(99, Math.floor(((now - start) * 100) / clock.durationMs)));
}

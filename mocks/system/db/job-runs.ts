// The run log: one generated row per scheduled fire time of the last 7 days for every enabled job, none before the
// job was created (about 2 % failed, seeded per job and minute; 留存统计's latest scheduled run failed), plus the
// manual runs the store keeps.
import { mockNow } from '@mocks/lib/clock';
import { createRng } from '@mocks/lib/random';
import { mutate, nextId, db } from '@mocks/domain/store';
import { DAY_MS } from '@mocks/lib/time';
import { generateBills, lastMonth } from '@mocks/domain/org/bills';
import { fireTimes, parseCron } from '@mocks/system/db/cron';
import { FAILING_JOB_ID, jobRecords, knownTarget } from '@mocks/system/db/jobs';
import type { JobRecord, JobRunRecord } from '@mocks/domain/settings/state';

const HISTORY_MS = 7 * DAY_MS;
const MAX_MANUAL_RUNS = 2000;

const TIMEOUT_TRACE =
  'java.util.concurrent.TimeoutException: task exceeded 600000 ms\n\tat com.platform.cron.JobInvoker.invoke(JobInvoker.java:88)';
const DB_TRACE =
  'org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n\tat com.platform.cron.JobInvoker.invoke(JobInvoker.java:88)';

function scheduledRun(job: JobRecord, at: number, forceFail: boolean): JobRunRecord {
  const minute = Math.floor(at / 60_000);
  const rng = createRng('jobrun', job.id, minute);
  const failed = forceFail || rng.chance(0.02) || !knownTarget(job.invokeTarget);
  const timeout = rng.chance(0.5);
  return {
    // Minutes since the epoch (about 3e7) times 1000 stays clear of the store's small sequence numbers.
    id: minute * 1000 + job.id,
    jobId: job.id,
    jobName: job.name,
    invokeTarget: job.invokeTarget,
    trigger: 1,
    status: failed ? 0 : 1,
    messageKey: !failed
      ? 'runOk'
      : !knownTarget(job.invokeTarget)
        ? 'targetMissing'
        : timeout
          ? 'runTimeout'
          : 'runDbError',
    exceptionInfo: !failed || !knownTarget(job.invokeTarget) ? '' : timeout ? TIMEOUT_TRACE : DB_TRACE,
    startedAt: at + rng.int(5, 900),
    costMs: failed && timeout ? 600_000 : rng.int(40, 4_000),
    operator: 'system',
  };
}

/** The scheduled runs of the last 7 days up to now and since the job was created, oldest first. */
function scheduledRuns(job: JobRecord, now: number): JobRunRecord[] {
  const schedule = job.status === 1 ? parseCron(job.cronExpression) : null;
  if (!schedule) return [];
  const times = fireTimes(schedule, Math.max(now - HISTORY_MS, job.createdAt), now);
  return times.map((at, i) => scheduledRun(job, at, job.id === FAILING_JOB_ID && i === times.length - 1));
}

/** Every run of the known jobs (and manual runs of removed ones), newest first. */
export function jobRuns(now = mockNow()): JobRunRecord[] {
  const generated = jobRecords().flatMap((job) => scheduledRuns(job, now));
  return [...generated, ...db().systemConfig.jobRuns].sort((a, b) => b.startedAt - a.startedAt || b.id - a.id);
}

export function newestRun(jobId: number, now = mockNow()): JobRunRecord | null {
  const job = jobRecords().find((j) => j.id === jobId);
  const manual = db().systemConfig.jobRuns.filter((r) => r.jobId === jobId);
  const scheduled = job ? scheduledRuns(job, now).slice(-1) : [];
  return [...scheduled, ...manual].reduce<JobRunRecord | null>(
    (a, b) => (!a || b.startedAt > a.startedAt ? b : a),
    null,
  );
}

/** What running a target does besides writing its log row (the other seeded jobs only log). */
const TARGET_EFFECTS: Record<string, () => void> = {
  'billTask.generateLastMonth': () => void generateBills(lastMonth()),
};

/** A manual run: it works on a paused job too; a target the scheduler does not know fails in the log row. */
export function runJobNow(job: JobRecord, operator: string): JobRunRecord {
  TARGET_EFFECTS[job.invokeTarget.replace(/\(.*\)$/, '')]?.();
  return mutate((s) => {
    const id = nextId(s);
    const known = knownTarget(job.invokeTarget);
    const run: JobRunRecord = {
      id,
      jobId: job.id,
      jobName: job.name,
      invokeTarget: job.invokeTarget,
      trigger: 2,
      status: known ? 1 : 0,
      messageKey: known ? 'runOk' : 'targetMissing',
      exceptionInfo: '',
      startedAt: mockNow(),
      costMs: known ? createRng('manualrun', id).int(40, 2_000) : 1,
      operator,
    };
    s.systemConfig.jobRuns = [run, ...s.systemConfig.jobRuns].slice(0, MAX_MANUAL_RUNS);
    return run;
  });
}

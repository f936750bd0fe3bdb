// The system settings' share of the mock store (config, javaConfig, crontab): null lists until the first change
// (the seeds apply), and the manual job runs. Scheduled runs are generated, never stored (mock-data.md 6.1).
import type { ConfigRow, JavaConfigRow, JobRow } from '@/api/system';

/** A config row as stored: times as ms (the wire's `updateTime` is formatted on the way out). */
export type ConfigRecord = Omit<ConfigRow, 'updateTime'> & { updatedAt: number };

/** `syncStatus` is derived from the versions on the way out; times are kept as ms. */
export type JavaConfigRecord = Omit<JavaConfigRow, 'syncStatus' | 'publishTime' | 'updateTime'> & {
  publishedAt: number | null;
  updatedAt: number;
};

/** The next fire time and the last run are derived (from the cron and the runs); times are kept as ms. */
export type JobRecord = Omit<
  JobRow,
  'nextFireTime' | 'lastRunTime' | 'lastRunStatus' | 'lastRunMessage' | 'lastRunCostMs' | 'updateTime'
> & {
  updatedAt: number;
  /** The scheduler has fired it since then only: no generated run is older. */
  createdAt: number;
};

/** A run's message is kept as a key and shown in the caller's language. */
export type JobRunRecord = {
  id: number;
  jobId: number;
  jobName: string;
  invokeTarget: string;
  trigger: 1 | 2;
  status: 0 | 1;
  messageKey: 'runOk' | 'targetMissing' | 'runTimeout' | 'runDbError';
  exceptionInfo: string;
  startedAt: number;
  costMs: number;
  operator: string;
};

export type SystemConfigState = {
  config: ConfigRecord[] | null;
  javaConfig: JavaConfigRecord[] | null;
  jobs: JobRecord[] | null;
  jobRuns: JobRunRecord[];
  cacheRefreshedAt: number | null;
};

export function emptySystemConfigState(): SystemConfigState {
  return { config: null, javaConfig: null, jobs: null, jobRuns: [], cacheRefreshedAt: null };
}

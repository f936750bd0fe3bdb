// The system settings' share of the mock store (config, javaConfig, crontab): null lists until the first change
// (the seeds apply), and the manual job runs. Scheduled runs are generated, never stored (mock-data.md 6.1).
import type { ConfigValueType } from '@/api/system';

export type ConfigRecord = {
  id: number;
  name: string;
  key: string;
  value: string;
  valueType: ConfigValueType;
  builtIn: 0 | 1;
  remark: string;
  updatedAt: number;
  operator: string;
};

export type JavaConfigRecord = {
  id: number;
  service: string;
  key: string;
  value: string;
  valueType: ConfigValueType;
  description: string;
  version: number;
  publishedVersion: number;
  publishedAt: number | null;
  publisher: string;
  updatedAt: number;
  operator: string;
};

export type JobRecord = {
  id: number;
  name: string;
  group: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: number;
  concurrent: number;
  status: number;
  remark: string;
  updatedAt: number;
  operator: string;
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

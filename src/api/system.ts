// Wire shapes of the system area's calls (back-office system.md 4.1-4.3): platform parameters, the Java servers'
// runtime config and the scheduled jobs with their run log. The console and the mock both import them.

export const CONFIG_VALUE_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type ConfigValueType = (typeof CONFIG_VALUE_TYPES)[number];

export type ConfigRow = {
  id: number;
  name: string;
  key: string;
  /** Always text on the wire; it parses as its valueType. */
  value: string;
  valueType: ConfigValueType;
  builtIn: 0 | 1;
  remark: string;
  updateTime: string;
  operator: string;
};

export const JAVA_SERVICES = ['game-server', 'wallet-server', 'report-server', 'cron-worker'] as const;

export type JavaConfigRow = {
  id: number;
  service: string;
  key: string;
  value: string;
  valueType: ConfigValueType;
  description: string;
  /** +1 on every save. */
  version: number;
  publishedVersion: number;
  /** 1 iff version = publishedVersion. */
  syncStatus: 0 | 1;
  publishTime: string;
  publisher: string;
  updateTime: string;
  operator: string;
};

export const JOB_GROUPS = ['report', 'bill', 'control', 'risk', 'maintenance'] as const;

export type JobRow = {
  id: number;
  name: string;
  group: string;
  invokeTarget: string;
  cronExpression: string;
  /** 1 fire now, 2 fire once, 3 do nothing */
  misfirePolicy: number;
  /** 0 allowed, 1 forbidden */
  concurrent: number;
  /** 1 scheduled, 0 paused */
  status: number;
  /** The next match after now (UTC+8); null when paused. */
  nextFireTime: string | null;
  lastRunTime: string | null;
  lastRunStatus: number | null;
  lastRunMessage: string | null;
  lastRunCostMs: number | null;
  remark: string;
  updateTime: string;
  operator: string;
};

export type JobLogRow = {
  id: number;
  jobId: number;
  jobName: string;
  invokeTarget: string;
  /** 1 schedule, 2 manual */
  trigger: number;
  /** 1 success, 0 failed */
  status: number;
  message: string;
  exceptionInfo: string;
  startTime: string;
  endTime: string;
  costMs: number;
  /** `system` when scheduled. */
  operator: string;
};

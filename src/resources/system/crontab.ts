// 定时任务 (system.crontab): scheduled jobs with the scheduler's 5-field cron (checked, described and previewed in the
// form), pause/resume and run now (each confirmed with the job's name), and each job's run log in a drawer.
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import type { RowActionDecl } from '@/components/resource-kit/types';
import {
  CONCURRENT,
  JOB_GROUP,
  JOB_STATUS,
  MISFIRE_POLICY,
  RUN_STATUS,
  RUN_TRIGGER,
} from '@/resources/system/settings-enums';
import type { JobLogRow, JobRow } from '@/api/system';
import { cronKind } from '@/resources/system/cron-kind';

/** The run log (GET /api/system/crontab/log), part of the job page: its key, its texts under `crontabLog`. */
export const CrontabLog = resolveDefinition<JobLogRow>({
  name: 'system.crontabLog',
  permission: 'system.crontab',
  endpoints: { list: '/api/system/crontab/log' },
  columns: [
    { key: 'startTime', kind: 'time' },
    { key: 'trigger', kind: 'enum', enum: RUN_TRIGGER },
    { key: 'status', kind: 'enum', enum: RUN_STATUS },
    { key: 'message' },
    { key: 'costMs', kind: 'number' },
    { key: 'operator' },
    { key: 'endTime', kind: 'time', hidden: true },
    { key: 'invokeTarget', hidden: true },
    { key: 'exceptionInfo', hidden: true },
  ],
  filters: [
    { key: 'date', kind: 'dateRange', preset: 'today', maxDays: 7, showTime: true },
    { key: 'status', kind: 'enum', enum: RUN_STATUS },
    { key: 'trigger', kind: 'enum', enum: RUN_TRIGGER },
  ],
});

const action = (
  key: string,
  permission: string,
  url: string,
  body: RowActionDecl<JobRow>['body'],
): RowActionDecl<JobRow> => ({
  key,
  permission,
  url,
  body,
  confirm: true,
  invalidates: ['system.crontabLog'],
});
const paused = (row: JobRow) => Number(row.status) !== 1;

export const CrontabPage = defineResource<JobRow>({
  name: 'system.crontab',
  history: { type: 'crontab', id: 'id' },
  columns: [
    { key: 'name', fixed: 'left' },
    { key: 'group', kind: 'enum', enum: JOB_GROUP },
    { key: 'invokeTarget', kind: 'copy' },
    { key: 'cronExpression', kind: 'copy' },
    { key: 'status', kind: 'enum', enum: JOB_STATUS },
    { key: 'nextFireTime', kind: 'time' },
    { key: 'lastRunTime', kind: 'time', sub: 'lastRunMessage' },
    { key: 'lastRunStatus', kind: 'enum', enum: RUN_STATUS },
    { key: 'lastRunCostMs', kind: 'number' },
    { key: 'misfirePolicy', kind: 'enum', enum: MISFIRE_POLICY, hidden: true },
    { key: 'concurrent', kind: 'enum', enum: CONCURRENT, hidden: true },
    { key: 'remark', hidden: true },
    { key: 'updateTime', kind: 'time', sub: 'operator', hidden: true },
  ],
  filters: [
    { key: 'name', kind: 'text' },
    { key: 'group', kind: 'enum', enum: JOB_GROUP },
    { key: 'status', kind: 'enum', enum: JOB_STATUS },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 50 },
      { key: 'group', kind: 'enum', enum: JOB_GROUP, required: true },
      { key: 'invokeTarget', kind: 'text', required: true, maxLength: 200, pattern: /^[a-zA-Z][\w.]*(\(.*\))?$/ },
      { key: 'cronExpression', kind: cronKind, required: true },
      { key: 'misfirePolicy', kind: 'enum', enum: MISFIRE_POLICY, display: 'radio', required: true, defaultValue: 3 },
      { key: 'concurrent', kind: 'enum', enum: CONCURRENT, display: 'radio', required: true, defaultValue: 1 },
      { key: 'status', kind: 'enum', enum: JOB_STATUS, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 500 },
    ],
  },
  rowActions: [
    {
      ...action('resume', 'system.crontab.changeStatus', '/api/system/crontab/changeStatus', (row) => ({
        id: row.id,
        status: 1,
      })),
      visible: paused,
    },
    {
      ...action('pause', 'system.crontab.changeStatus', '/api/system/crontab/changeStatus', (row) => ({
        id: row.id,
        status: 0,
      })),
      visible: (row) => !paused(row),
    },
    action('run', 'system.crontab.run', '/api/system/crontab/run', (row) => ({ id: row.id })),
    {
      ...action('remove', 'system.crontab.remove', '/api/system/crontab/remove', (row) => ({ id: row.id })),
      danger: true,
    },
  ],
  subLists: [{ key: 'runLog', list: CrontabLog, scope: (row) => ({ jobId: row.id }) }],
});

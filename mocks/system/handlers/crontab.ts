// Scheduled jobs (system.md 4.3): list, save, remove, pause/resume, run now, and the run log.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn } from '@mocks/lib/outcome';
import type { Lang } from '@mocks/lib/i18n';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { SEVEN_DAYS, spanFromQuery } from '@mocks/lib/date-span';
import { formatTime, inRange, startOfToday, DAY_MS } from '@mocks/lib/time';
import { nextFireTime, parseCron } from '@mocks/system/db/cron';
import { jobRuns, newestRun, runJobNow } from '@mocks/system/db/job-runs';
import { jobRecords, patchJob, removeJob, saveJob } from '@mocks/system/db/jobs';
import type { JobRecord, JobRunRecord } from '@mocks/domain/settings/state';
import { systemMessage } from '@mocks/system/handlers/messages';
import { JOB_GROUPS, type JobLogRow, type JobRow } from '@/api/system';

const TARGET = /^[a-zA-Z][\w.]*(\(.*\))?$/;
const refuse = refusalIn(systemMessage);

function logRow(run: JobRunRecord, lang: Lang): JobLogRow {
  const { messageKey, startedAt, ...rest } = run;
  return {
    ...rest,
    message: systemMessage(lang, messageKey),
    startTime: formatTime(startedAt),
    endTime: formatTime(startedAt + run.costMs),
  };
}

function jobRow(job: JobRecord, lang: Lang, now: number): JobRow {
  const { updatedAt, createdAt: _createdAt, ...rest } = job;
  const schedule = job.status === 1 ? parseCron(job.cronExpression) : null;
  const next = schedule ? nextFireTime(schedule, now) : null;
  const last = newestRun(job.id, now);
  return {
    ...rest,
    nextFireTime: next === null ? null : formatTime(next),
    lastRunTime: last ? formatTime(last.startedAt) : null,
    lastRunStatus: last ? last.status : null,
    lastRunMessage: last ? systemMessage(lang, last.messageKey) : null,
    lastRunCostMs: last ? last.costMs : null,
    updateTime: formatTime(updatedAt),
  };
}

const findJob = (id: number | undefined) => jobRecords().find((j) => j.id === id);

export const systemCrontabHandlers = [
  http.get(
    '*/api/system/crontab/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name')?.toLowerCase();
      const group = text(ctx.query, 'group');
      const status = int(ctx.query, 'status');
      const now = mockNow();
      const rows = jobRecords()
        .filter(
          (j) =>
            (!name || j.name.toLowerCase().includes(name) || j.invokeTarget.toLowerCase().includes(name)) &&
            (!group || j.group === group) &&
            (status === undefined || j.status === status),
        )
        .map((j) => jobRow(j, ctx.lang, now));
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),

  http.post(
    '*/api/system/crontab/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      if (id !== undefined && !findJob(id)) return refuse(ctx, 'jobNotFound');
      const name = textField(body, 'name');
      const invokeTarget = textField(body, 'invokeTarget');
      const cronExpression = textField(body, 'cronExpression').split(/\s+/).join(' ');
      const group = textField(body, 'group');
      const choices = { misfirePolicy: [1, 2, 3], concurrent: [0, 1], status: [0, 1] } as const;
      const picked = Object.fromEntries(Object.keys(choices).map((k) => [k, numberField(body, k)])) as Record<
        keyof typeof choices,
        number | undefined
      >;
      if (!name || name.length > 50) return refuse(ctx, 'nameInvalid');
      if (!(JOB_GROUPS as readonly string[]).includes(group)) return refuse(ctx, 'groupInvalid');
      if (!TARGET.test(invokeTarget) || invokeTarget.length > 200) return refuse(ctx, 'invokeTargetInvalid');
      const schedule = parseCron(cronExpression);
      if (!schedule) return refuse(ctx, 'cronInvalid');
      if (nextFireTime(schedule, mockNow()) === null) return refuse(ctx, 'cronNeverFires');
      for (const [key, allowed] of Object.entries(choices)) {
        const value = picked[key as keyof typeof choices];
        if (value === undefined || !(allowed as readonly number[]).includes(value)) return refuse(ctx, 'choiceInvalid');
      }
      const saved = saveJob({
        id,
        name,
        group,
        invokeTarget,
        cronExpression,
        misfirePolicy: picked.misfirePolicy!,
        concurrent: picked.concurrent!,
        status: picked.status!,
        remark: textField(body, 'remark').slice(0, 500),
        operator: ctx.account.username,
      });
      return ctx.ok(jobRow(saved, ctx.lang, mockNow()));
    }),
  ),

  http.post(
    '*/api/system/crontab/remove',
    authedRoute(async (ctx) => {
      const job = findJob(numberField(await readBody(ctx.request), 'id'));
      if (!job) return refuse(ctx, 'jobNotFound');
      removeJob(job.id);
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/system/crontab/changeStatus',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const job = findJob(numberField(body, 'id'));
      const status = numberField(body, 'status');
      if (!job) return refuse(ctx, 'jobNotFound');
      if (status !== 0 && status !== 1) return refuse(ctx, 'choiceInvalid');
      patchJob(job.id, { status, operator: ctx.account.username });
      return ctx.ok(jobRow(findJob(job.id)!, ctx.lang, mockNow()));
    }),
  ),

  http.post(
    '*/api/system/crontab/run',
    authedRoute(async (ctx) => {
      const job = findJob(numberField(await readBody(ctx.request), 'id'));
      if (!job) return refuse(ctx, 'jobNotFound');
      return ctx.ok(logRow(runJobNow(job, ctx.account.username), ctx.lang));
    }),
  ),

  http.get(
    '*/api/system/crontab/log',
    authedRoute((ctx) => {
      const today = startOfToday();
      // A date-only end means the whole of that day.
      const span = spanFromQuery(ctx, {
        max: SEVEN_DAYS,
        widen: 'dateOnlyEnd',
        fallback: () => ({ start: today, end: today + DAY_MS - 1000 }),
      });
      if (!span.ok) return span.response;
      const range = span.value;
      const jobId = int(ctx.query, 'jobId');
      const status = int(ctx.query, 'status');
      const trigger = int(ctx.query, 'trigger');
      const rows = jobRuns().filter(
        (r) =>
          inRange(r.startedAt, range) &&
          (jobId === undefined || r.jobId === jobId) &&
          (status === undefined || r.status === status) &&
          (trigger === undefined || r.trigger === trigger),
      );
      const page = paginate(rows, ctx.query);
      return ctx.ok({ list: page.list.map((r) => logRow(r, ctx.lang)), total: page.total });
    }),
  ),
];

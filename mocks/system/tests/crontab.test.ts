// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { JobLogRow, JobRow } from '@/api/system';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});

const jobs = async () => (await call<ListResult<JobRow>>('/api/system/crontab/list', { token })).result.list;
const job = async (name: string) => (await jobs()).find((j) => j.name === name)!;
const logs = (query: Record<string, string | number>) =>
  call<ListResult<JobLogRow>>('/api/system/crontab/log', { token, query: { pageSize: 1000, ...query } });
const week = () => {
  const end = formatTime(mockNow()).slice(0, 10);
  const start = formatTime(mockNow() - 6 * 86_400_000).slice(0, 10);
  return `${start},${end}`;
};
const save = (body: object, lang = 'zh-CN') => call<JobRow>('/api/system/crontab/save', { token, lang, body });

describe('crontab jobs', () => {
  it('lists the ten seeded jobs; the next fire time is after now, null when paused', async () => {
    const list = await jobs();
    expect(list).toHaveLength(10);
    const now = formatTime(mockNow());
    for (const j of list.filter((x) => x.status === 1)) expect(j.nextFireTime! > now.slice(0, 16)).toBe(true);
    const refill = list.find((j) => j.name === '组合库存补充')!;
    expect(refill).toMatchObject({ status: 0, nextFireTime: null, cronExpression: '*/30 * * * *' });
    expect((await job('商户余额告警')).nextFireTime).toMatch(/:00:00$/);
  });

  it('generates one run per scheduled fire time of the last 7 days; 留存统计 last failed; ~2% fail', async () => {
    const alert = await job('商户余额告警');
    const runs = (await logs({ jobId: alert.id, date: week() })).result;
    // Hourly for 7 days up to now: between 6x24 and 7x24 runs, all scheduled by `system`.
    expect(runs.total).toBeGreaterThanOrEqual(6 * 24);
    expect(runs.total).toBeLessThanOrEqual(7 * 24 + 1);
    expect(
      runs.list.every((r) => r.trigger === 1 && r.operator === 'system' && r.startTime.slice(14, 16) === '00'),
    ).toBe(true);
    const retention = await job('留存统计');
    expect(retention.lastRunStatus).toBe(0);
    const all = (await logs({ date: week(), status: 0 })).result.total;
    const total = (await logs({ date: week() })).result.total;
    expect(all / total).toBeLessThan(0.06);
    const paused = await job('组合库存补充');
    expect((await logs({ jobId: paused.id, date: week() })).result.total).toBe(0);
    expect((await logs({ date: '2026-01-01,2026-01-09' })).msg).toBe('时间不能超过7天');
  });

  it('a job created now has no run from before it: its log and last run are empty until it runs', async () => {
    // Every minute: a history from before the job would hold thousands of runs and a last run a minute ago. The
    // clock stands still, early in a minute: a test that crossed one would see the job's first fire, rightly.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 5_000 });
    const body = {
      name: '新建任务',
      group: 'report',
      invokeTarget: 'reportTask.retention',
      cronExpression: '* * * * *',
    };
    const created = await save({ ...body, misfirePolicy: 3, concurrent: 1, status: 1, remark: '' });
    expect(created.result).toMatchObject({ lastRunTime: null, lastRunStatus: null, lastRunCostMs: null });
    expect(created.result.nextFireTime! > formatTime(mockNow())).toBe(true);
    expect((await job('新建任务')).lastRunTime).toBeNull();
    expect((await logs({ jobId: created.result.id, date: week() })).result.total).toBe(0);
    const run = await call<JobLogRow>('/api/system/crontab/run', { token, body: { id: created.result.id } });
    expect((await job('新建任务')).lastRunTime).toBe(run.result.startTime);
    expect((await logs({ jobId: created.result.id, date: week() })).result.total).toBe(1);
  });

  it('runs now, paused or not: a manual log row (trigger 2); an unknown target fails in the log only', async () => {
    const paused = await job('组合库存补充');
    const run = await call<JobLogRow>('/api/system/crontab/run', { token, body: { id: paused.id } });
    expect(run.state).toBe(1);
    expect(run.result).toMatchObject({
      jobId: paused.id,
      trigger: 2,
      status: 1,
      operator: 'admin',
      message: '执行成功',
    });
    expect(await job('组合库存补充')).toMatchObject({ lastRunStatus: 1, lastRunTime: run.result.startTime });
    const manual = (await logs({ jobId: paused.id, trigger: 2 })).result.list;
    expect(manual.map((r) => r.id)).toEqual([run.result.id]);

    const created = await save({
      name: '新任务',
      group: 'report',
      invokeTarget: 'ghostTask.run(1)',
      cronExpression: '0 4 * * *',
      misfirePolicy: 1,
      concurrent: 0,
      status: 0,
      remark: '',
    });
    expect(created.result.nextFireTime).toBeNull();
    const ghost = await call<JobLogRow>('/api/system/crontab/run', {
      token,
      lang: 'en-US',
      body: { id: created.result.id },
    });
    expect(ghost).toMatchObject({ state: 1, result: { status: 0, message: 'Invoke target not found' } });
    expect((await job('新任务')).lastRunMessage).toBe('调用目标不存在');
  });

  it('pauses and resumes; saving checks the cron grammar and the fields', async () => {
    const daily = await job('日报汇总');
    const paused = await call<JobRow>('/api/system/crontab/changeStatus', { token, body: { id: daily.id, status: 0 } });
    expect(paused.result).toMatchObject({ status: 0, nextFireTime: null });
    const resumed = await call<JobRow>('/api/system/crontab/changeStatus', {
      token,
      body: { id: daily.id, status: 1 },
    });
    expect(resumed.result.nextFireTime).toMatch(/ 01:00:00$/);

    const base = { ...daily, cronExpression: '0 1 * * *' };
    for (const cron of ['0 0 L * *', '0 0 ? * *', '0 0 * * 1#2', '0 0 0 * * *', '0 0 * * MON']) {
      expect((await save({ ...base, cronExpression: cron })).msg, cron).toBe('cron表达式无效');
    }
    expect((await save({ ...base, cronExpression: '0 0 L * *' }, 'pt-BR')).msg).toBe('Expressão cron inválida');
    for (const cron of ['0 0 31 2 *', '0 0 30,31 2 *', '0 0 31 4,6,9,11 *']) {
      expect((await save({ ...base, cronExpression: cron })).msg, cron).toBe(
        'cron表达式永远不会触发：所选月份都没有这一天',
      );
    }
    expect((await save({ ...base, cronExpression: '0 0 31 2 *', status: 0 })).state).toBe(0);
    expect((await save({ ...base, cronExpression: '0 0 29 2 *' })).state).toBe(1);
    expect((await save({ ...base, invokeTarget: '1task' })).state).toBe(0);
    expect((await save({ ...base, group: 'misc' })).state).toBe(0);
    expect((await save({ ...base, misfirePolicy: 4 })).state).toBe(0);
    expect((await save({ ...base, name: '' })).state).toBe(0);
    const moved = await save({ ...base, cronExpression: '15  2 * * *' });
    expect(moved.result).toMatchObject({ cronExpression: '15 2 * * *', operator: 'admin' });
    expect(moved.result.nextFireTime).toMatch(/ 02:15:00$/);
    expect((await call('/api/system/crontab/remove', { token, body: { id: daily.id } })).state).toBe(1);
    expect(await jobs()).toHaveLength(9);
  });
});

// Scheduled jobs (system.md 4.3): the seeded jobs with the store's changes, and what the scheduler knows how to call.
import { mockNow } from '@mocks/lib/clock';
import { db, mutate } from '@mocks/domain/store';
import { SEEDED_AT } from '@mocks/domain/settings/config';
import type { JobRecord } from '@mocks/domain/settings/state';

const SEED_JOBS: readonly (readonly [string, string, string, string, number?])[] = [
  ['日报汇总', 'report', '0 1 * * *', 'reportTask.dailyAggregate'],
  ['月费率生效', 'bill', '0 0 1 * *', 'rateTask.applyNextRate'],
  ['商户月账单生成', 'bill', '0 3 1 * *', 'billTask.generateLastMonth'],
  ['RTP自动修正', 'control', '10 0 * * *', 'controlTask.rtpCorrection'],
  ['转账对账', 'bill', '0 2 * * *', 'reconcileTask.daily'],
  ['商户余额告警', 'risk', '0 * * * *', 'alertTask.merchantBalance'],
  ['清理注单日志', 'maintenance', '0 5 * * *', 'cleanTask.betLog'],
  ['清理导出文件', 'maintenance', '30 9 * * *', 'cleanTask.exportFiles'],
  ['组合库存补充', 'control', '*/30 * * * *', 'combineTask.refillStock', 0],
  ['留存统计', 'report', '0 * * * *', 'reportTask.retention'],
];

/** The job whose latest scheduled run is seeded to have failed. */
export const FAILING_JOB_ID = SEED_JOBS.findIndex(([name]) => name === '留存统计') + 1;

/** The methods the scheduler can call: the seeded targets (arguments aside). */
const KNOWN_TARGETS = new Set(SEED_JOBS.map(([, , , target]) => target));

export function knownTarget(invokeTarget: string): boolean {
  return KNOWN_TARGETS.has(invokeTarget.replace(/\(.*\)$/, ''));
}

export function seedJobs(): JobRecord[] {
  return SEED_JOBS.map(([name, group, cronExpression, invokeTarget, status = 1], i) => ({
    id: i + 1,
    name,
    group,
    invokeTarget,
    cronExpression,
    misfirePolicy: 3,
    concurrent: 1,
    status,
    remark: '',
    updatedAt: SEEDED_AT,
    createdAt: SEEDED_AT,
    operator: 'admin',
  }));
}

export const jobRecords = (): JobRecord[] => db().systemConfig.jobs ?? seedJobs();

export function saveJob(input: Omit<JobRecord, 'id' | 'updatedAt' | 'createdAt'> & { id?: number }): JobRecord {
  return mutate((s) => {
    const list = s.systemConfig.jobs ?? seedJobs();
    const existing = list.find((j) => j.id === input.id);
    const now = mockNow();
    const saved: JobRecord = existing
      ? { ...existing, ...input, id: existing.id, updatedAt: now }
      : { ...input, id: Math.max(100, ...list.map((j) => j.id)) + 1, updatedAt: now, createdAt: now };
    s.systemConfig.jobs = existing ? list.map((j) => (j.id === saved.id ? saved : j)) : [...list, saved];
    return saved;
  });
}

export function patchJob(id: number, patch: Partial<Pick<JobRecord, 'status' | 'operator'>>): void {
  mutate((s) => {
    s.systemConfig.jobs = (s.systemConfig.jobs ?? seedJobs()).map((j) =>
      j.id === id ? { ...j, ...patch, updatedAt: mockNow() } : j,
    );
  });
}

export function removeJob(id: number): void {
  mutate((s) => {
    s.systemConfig.jobs = (s.systemConfig.jobs ?? seedJobs()).filter((j) => j.id !== id);
  });
}

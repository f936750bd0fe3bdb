import { describe, expect, it } from 'vitest';
import { checkCron, cronPreview } from '@/lib/cron';

describe('cron expressions', () => {
  it('takes five fields of numbers, ranges, lists and steps', () => {
    for (const ok of ['* * * * *', '0 3 * * *', '*/15 9-18 * * 1-5', '0 0 1,15 * *', '30 2 * 1-12/3 0,7']) {
      expect(checkCron(ok), ok).toEqual({ ok: true });
    }
  });

  it('refuses six fields, L and other extensions, and values out of range', () => {
    expect(checkCron('0 0 3 * * *')).toMatchObject({ ok: false, problem: 'fields' });
    expect(checkCron('0 3 L * *')).toMatchObject({ ok: false, problem: 'syntax', field: 2 });
    expect(checkCron('0 3 * * MON')).toMatchObject({ ok: false, problem: 'syntax', field: 4 });
    expect(checkCron('60 3 * * *')).toMatchObject({ ok: false, problem: 'range', field: 0 });
    expect(checkCron('0 5-2 * * *')).toMatchObject({ ok: false, problem: 'range', field: 1 });
    expect(checkCron('*/0 * * * *')).toMatchObject({ ok: false, problem: 'range' });
    // A step follows `*` or a range, as the scheduler takes it (system.md 4.3).
    expect(checkCron('5/10 * * * *')).toMatchObject({ ok: false, problem: 'syntax', field: 0 });
    expect(checkCron('0 0 ? * *')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(checkCron('0 0 * * 1#2')).toMatchObject({ ok: false, problem: 'syntax' });
  });

  it('refuses a day of the month none of the chosen months has: it would never fire', () => {
    expect(checkCron('0 0 31 2 *')).toMatchObject({ ok: false, problem: 'never', field: 2 });
    expect(checkCron('0 0 30,31 2 *')).toMatchObject({ ok: false, problem: 'never' });
    expect(checkCron('0 0 31 4,6,9,11 *')).toMatchObject({ ok: false, problem: 'never' });
    expect(checkCron('0 0 31 2-3 *')).toEqual({ ok: true });
    expect(checkCron('0 0 29 2 *')).toEqual({ ok: true });
    // With a weekday too, either day field may match: it fires on Mondays in February.
    expect(checkCron('0 0 31 2 1')).toEqual({ ok: true });
  });

  it('describes an expression in the three languages and lists its next fire times in the console zone', async () => {
    const zh = await cronPreview('30 2 * * *', 'zh-CN', 3);
    expect(zh.description).toMatch(/02:30/);
    expect(zh.next).toHaveLength(3);
    for (const time of zh.next) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} 02:30:00$/);
    expect((await cronPreview('30 2 * * *', 'en-US')).description).toMatch(/At 02:30/);
    expect((await cronPreview('30 2 * * *', 'pt-BR')).description).toMatch(/02:30/);
    expect((await cronPreview('30 2 * * *', 'pt-BR')).description).not.toMatch(/At 02:30/);
  });
});

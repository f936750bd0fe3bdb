import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from '@/components/resource-kit/csv';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

const LABELS: Record<string, string> = {
  id: '注单号',
  pid: '父单号',
  amount: '金额',
  status: '状态',
  note: '备注',
  at: '时间',
};
const text = {
  t: (key: string | string[]) => String(key),
  column: (key: string) => LABELS[key] ?? key,
  enumLabel: (_e: unknown, v: unknown) => (String(v) === '1' ? '启用' : '禁用'),
} as unknown as ResourceText;

type Row = { id: string; pid: string; amount: number; status: number; note: string; at: number };

describe('CSV', () => {
  it('neutralises cells a spreadsheet would run, and leaves plain numbers alone', () => {
    for (const risky of ['=SUM(A1)', '+1+2', '-2+3', '@cmd', '\tx', '\rx', "-1+cmd|' /C calc'!A0"]) {
      expect(neutralise(risky)).toBe(`'${risky}`);
    }
    for (const safe of ['-1,234.50', '-12', '1,000.00', 'abc', '注单', '']) expect(neutralise(safe)).toBe(safe);
  });

  it('writes localized headers, the given columns in order, formatted values, sub columns after their column', async () => {
    const columns: ColumnDecl<Row>[] = [
      { key: 'id', kind: 'link', sub: 'pid' },
      { key: 'amount', kind: 'amount' },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
      { key: 'note' },
      { key: 'at', kind: 'time' },
    ];
    const rows: Row[] = [
      { id: 'A1', pid: 'P1', amount: -1234.5, status: 1, note: '=1+1', at: Date.UTC(2026, 0, 1, 16, 0, 0) },
      { id: 'A2', pid: '', amount: 0, status: 0, note: 'say "hi", ok', at: 0 },
    ];
    expect((await toCsv(columns, rows, text)).split('\r\n')).toEqual([
      '注单号,父单号,金额,状态,备注,时间',
      `A1,P1,"-1,234.50",启用,'=1+1,2026-01-02 00:00:00`,
      'A2,,0.00,禁用,"say ""hi"", ok",',
    ]);
  });
});

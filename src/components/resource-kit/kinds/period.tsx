// The day/month switch of a report-like list: sends `period=day|month` (back-office README 0.2); the period range
// next to it follows it (period-range.tsx).
import { Segmented } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { textEm } from '@/components/resource-kit/list/text-width';

export type Period = 'day' | 'month';
export const PERIODS: readonly Period[] = ['day', 'month'];

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    period: object;
  }
}

export const kind = defineKind({
  name: 'period',
  choice: true,
  text: (value, _decl, text) => text.t(`kit:period.${String(value)}`),
  input: ({ text }) => <Segmented options={PERIODS.map((p) => ({ value: p, label: text.t(`kit:period.${p}`) }))} />,
  inputWidth: (_decl, text) => PERIODS.reduce((px, p) => px + textEm(text.t(`kit:period.${p}`)) * 14 + 24, 8),
  initial: (decl) => ({ [decl.key]: 'day' }),
  toWire: (values, decl) => ({ [decl.key]: values[decl.key] === 'month' ? 'month' : 'day' }),
  fromWire: (wire, decl) => ({ [decl.key]: wire[decl.key] === 'month' ? 'month' : 'day' }),
});

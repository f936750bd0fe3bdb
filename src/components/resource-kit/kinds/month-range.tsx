// A range of whole months as a filter: a month range picker, sent as `first day,last day` of those months (the
// server takes dates and widens them to whole periods; back-office README 0.2), at most `maxMonths` long.
import type { Dayjs } from 'dayjs';
import { ownRange } from '@/components/inputs/date-range-picker';
import { MonthRangePicker } from '@/components/inputs/month-range-picker';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { rangeOf } from '@/components/resource-kit/kinds/date-range';
import { consoleNow, DATE_FORMAT } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    monthRange: { maxMonths?: number; startsThisMonth?: boolean };
  }
}

export function monthSpan(range: readonly [Dayjs, Dayjs]): number {
  return range[1].startOf('month').diff(range[0].startOf('month'), 'month') + 1;
}

export function monthWire(range: readonly [Dayjs, Dayjs]): [string, string] {
  return [range[0].startOf('month').format(DATE_FORMAT), range[1].endOf('month').format(DATE_FORMAT)];
}

export function thisMonth(): [Dayjs, Dayjs] {
  const now = consoleNow();
  return ownRange([now.startOf('month'), now.startOf('month')]);
}

export const kind = defineKind({
  name: 'monthRange',
  choice: true,
  input: () => <MonthRangePicker />,
  inputWidth: () => 240,
  initial: (decl) => (decl.startsThisMonth ? { [decl.key]: thisMonth() } : {}),
  toWire: (values, decl) => {
    const range = rangeOf(values[decl.key]);
    return range ? { [decl.key]: monthWire(range) } : {};
  },
  fromWire: (wire, decl) => {
    const range = rangeOf(wire[decl.key]);
    return range ? { [decl.key]: ownRange([range[0].startOf('month'), range[1].startOf('month')]) } : {};
  },
  problem: (values, decl, text) => {
    const range = rangeOf(values[decl.key]);
    return range && decl.maxMonths && monthSpan(range) > decl.maxMonths
      ? text.t('kit:table.blockedMonths', { months: decl.maxMonths })
      : undefined;
  },
});

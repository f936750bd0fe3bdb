// The date range of a day/month list: days (the spec's presets, at most `maxDays`) or months (at most `maxMonths`)
// as the period switch says; switching converts the range (the days' months, or the last month's days up to today),
// and the wire format follows: `YYYY-MM-DD,YYYY-MM-DD` either way, whole months for the month view.
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { DateRangePicker, exceedsSpan, formatRange, ownRange, presetRange, type DateRange } from '@/components/inputs/date-range-picker';
import { MonthRangePicker } from '@/components/inputs/month-range-picker';
import { rangeOf, rangeText } from '@/components/resource-kit/kinds/date-range';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { monthSpan, monthWire, thisMonth } from '@/components/resource-kit/kinds/month-range';
import { consoleNow } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    periodRange: { periodKey?: string; maxDays?: number; maxMonths?: number };
  }
}

type Props = { periodKey: string; maxDays?: number; value?: DateRange | null; onChange?: (value: DateRange | null) => void };

function convert(range: DateRange | null | undefined, to: string): DateRange {
  if (!range) return to === 'month' ? thisMonth() : presetRange('today', false);
  if (to === 'month') return ownRange([range[0].startOf('month'), range[1].startOf('month')]);
  const today = consoleNow().startOf('day');
  const end = range[1].endOf('month').startOf('day');
  return ownRange([range[1].startOf('month'), end.isAfter(today) ? today : end]);
}

function PeriodRangeInput({ periodKey, maxDays, value, onChange }: Props) {
  const period = Form.useWatch(periodKey) ?? 'day';
  const shown = useRef(period);
  useEffect(() => {
    if (shown.current === period) return;
    shown.current = period;
    onChange?.(convert(value, period));
  }, [period, value, onChange]);
  if (period === 'month') {
    return <MonthRangePicker value={value} onChange={onChange} />;
  }
  return <DateRangePicker showTime={false} maxDays={maxDays} value={value} onChange={onChange} />;
}

const periodOf = (values: Record<string, unknown>, key = 'period') => (values[key] === 'month' ? 'month' : 'day');

export const kind = defineKind({
  name: 'periodRange',
  choice: true,
  text: (value) => rangeText(value, false),
  input: ({ decl }) => <PeriodRangeInput periodKey={decl.periodKey ?? 'period'} maxDays={decl.maxDays} />,
  inputWidth: () => 240,
  initial: (decl) => ({ [decl.key]: presetRange('today', false) }),
  toWire: (values, decl) => {
    const range = rangeOf(values[decl.key]);
    if (!range) return {};
    return { [decl.key]: periodOf(values, decl.periodKey) === 'month' ? monthWire(range) : formatRange(range, false) };
  },
  fromWire: (wire, decl) => {
    const range = rangeOf(wire[decl.key]);
    if (!range) return {};
    const month = periodOf(wire, decl.periodKey) === 'month';
    return { [decl.key]: (month ? ownRange([range[0].startOf('month'), range[1].startOf('month')]) : range) as [Dayjs, Dayjs] };
  },
  problem: (values, decl, text) => {
    const range = rangeOf(values[decl.key]);
    if (!range) return undefined;
    if (periodOf(values, decl.periodKey) === 'month') {
      return decl.maxMonths && monthSpan(range) > decl.maxMonths
        ? text.t('kit:table.blockedMonths', { months: decl.maxMonths })
        : undefined;
    }
    return exceedsSpan(range, decl.maxDays) ? text.t('kit:table.blocked', { days: decl.maxDays }) : undefined;
  },
});

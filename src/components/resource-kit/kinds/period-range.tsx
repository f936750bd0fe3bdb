// The date range of a day/month list: days (the spec's presets, at most `maxDays`) or months (at most `maxMonths`)
// as the period switch says; switching converts the range (the days' months, or the last month's days up to today),
// and the wire format follows: `YYYY-MM-DD,YYYY-MM-DD` either way, whole months for the month view.
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import {
  DateRangePicker,
  exceedsSpan,
  formatRange,
  ownRange,
  presetRange,
  type DateRange,
} from '@/components/inputs/date-range-picker';
import { MonthRangePicker } from '@/components/inputs/month-range-picker';
import { rangeOf, rangeText } from '@/components/resource-kit/kinds/date-range';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { consoleNow, DATE_FORMAT } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    periodRange: { maxDays?: number; maxMonths?: number };
  }
}

function monthSpan(range: readonly [Dayjs, Dayjs]): number {
  return range[1].startOf('month').diff(range[0].startOf('month'), 'month') + 1;
}

function monthWire(range: readonly [Dayjs, Dayjs]): [string, string] {
  return [range[0].startOf('month').format(DATE_FORMAT), range[1].endOf('month').format(DATE_FORMAT)];
}

function thisMonth(): [Dayjs, Dayjs] {
  const now = consoleNow();
  return ownRange([now.startOf('month'), now.startOf('month')]);
}

type Props = {
  periodKey: string;
  maxDays?: number;
  value?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
};

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

/** The period switch's filter key (kit `period`), beside this range. */
const PERIOD_KEY = 'period';
const periodOf = (values: Record<string, unknown>) => (values[PERIOD_KEY] === 'month' ? 'month' : 'day');

export const kind = defineKind({
  name: 'periodRange',
  choice: true,
  text: (value) => rangeText(value, false),
  input: ({ decl }) => <PeriodRangeInput periodKey={PERIOD_KEY} maxDays={decl.maxDays} />,
  inputWidth: () => 240,
  initial: (decl) => ({ [decl.key]: presetRange('today', false) }),
  toWire: (values, decl) => {
    const range = rangeOf(values[decl.key]);
    if (!range) return {};
    return { [decl.key]: periodOf(values) === 'month' ? monthWire(range) : formatRange(range, false) };
  },
  fromWire: (wire, decl) => {
    const range = rangeOf(wire[decl.key]);
    if (!range) return {};
    const month = periodOf(wire) === 'month';
    return {
      [decl.key]: (month ? ownRange([range[0].startOf('month'), range[1].startOf('month')]) : range) as [Dayjs, Dayjs],
    };
  },
  problem: (values, decl, text) => {
    const range = rangeOf(values[decl.key]);
    if (!range) return undefined;
    if (periodOf(values) === 'month') {
      return decl.maxMonths && monthSpan(range) > decl.maxMonths
        ? text.t('kit:table.blockedMonths', { months: decl.maxMonths })
        : undefined;
    }
    return exceedsSpan(range, decl.maxDays) ? text.t('kit:table.blocked', { days: decl.maxDays }) : undefined;
  },
});

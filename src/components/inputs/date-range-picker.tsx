// The console's date range input (spec section 5): the six presets, an optional limit on the span around the first
// picked date, and seconds in the value when time is shown (whole days: 00:00:00 to 23:59:59).
//
// Picking by hand cannot go past the limit (later dates are disabled and the panel says why). Presets are applied
// as they are, even when longer than the limit (last 30 days, this month...): the value then shows the
// "cannot exceed N days" tooltip and the caller refuses to query with it, as the spec's bet order search does.
// An end before the start (typed, or picked) is not taken, and the picker says why (range-order.ts).
import { ConfigProvider, DatePicker, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRangeOrder } from '@/components/inputs/range-order';
import { consoleNow, DATE_FORMAT, TIME_FORMAT } from '@/lib/format';

export type DateRange = [Dayjs, Dayjs];
export const PRESET_KEYS = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

const DAY_MS = 86_400_000;

/**
 * The range with ends that share nothing. A dayjs made from another (startOf, add, clone...) shares its `$x` object,
 * and rc-util's isEqual, which rc-field-form runs on a field's old and new value when a form is filled in, takes an
 * object met twice for a cycle: putting a range back into the filter form logged "There may be circular references".
 */
export function ownRange([start, end]: readonly [Dayjs, Dayjs]): DateRange {
  const own = (d: Dayjs) => dayjs(d.valueOf()).locale(d.locale());
  return [own(start), own(end)];
}

/** Whole days in the console zone; the end is 23:59:59 (or the start of that day when time is not shown). */
export function presetRange(key: PresetKey, showTime = true, now: Dayjs = consoleNow()): DateRange {
  const today = now.startOf('day');
  const ranges: Record<PresetKey, [Dayjs, Dayjs]> = {
    today: [today, today],
    yesterday: [today.subtract(1, 'day'), today.subtract(1, 'day')],
    last7Days: [today.subtract(6, 'day'), today],
    last30Days: [today.subtract(29, 'day'), today],
    thisMonth: [today.startOf('month'), today.endOf('month')],
    lastMonth: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
  };
  const [start, end] = ranges[key];
  return ownRange([start.startOf('day'), showTime ? end.endOf('day').millisecond(0) : end.startOf('day')]);
}

/** True when the range is longer than `maxDays` (7 days = at most 7 × 24 hours, like the server's rule). */
export function exceedsSpan(range: readonly [Dayjs, Dayjs] | null | undefined, maxDays: number | undefined): boolean {
  if (!range?.[0] || !range[1] || !maxDays) return false;
  return range[1].diff(range[0]) > maxDays * DAY_MS;
}

/** Dates more than `maxDays - 1` calendar days away from the first picked one cannot be picked. */
export function outsideSpan(current: Dayjs, from: Dayjs | undefined, maxDays: number | undefined): boolean {
  return Boolean(maxDays && from && Math.abs(current.startOf('day').diff(from.startOf('day'), 'day')) >= maxDays);
}

export function formatRange(range: readonly [Dayjs, Dayjs], showTime = true): [string, string] {
  const format = showTime ? TIME_FORMAT : DATE_FORMAT;
  return [range[0].format(format), range[1].format(format)];
}

export type DateRangePickerProps = {
  id?: string;
  value?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /** Days selectable around the first picked date. */
  maxDays?: number;
  showTime?: boolean;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  'aria-label'?: string;
};

export function DateRangePicker({
  maxDays,
  showTime = true,
  allowClear = true,
  onChange,
  ...rest
}: DateRangePickerProps) {
  const { t } = useTranslation('kit');
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const [open, setOpen] = useState(false);
  const limitText = maxDays ? t('filters.maxDays', { days: maxDays }) : undefined;
  const overLimit = exceedsSpan(rest.value, maxDays);
  const timeProps = useMemo(
    () =>
      showTime
        ? { defaultOpenValue: [consoleNow().startOf('day'), consoleNow().endOf('day').millisecond(0)] }
        : undefined,
    [showTime],
  );
  const emit = (value: DateRange | null) =>
    onChange?.(value ? ownRange([value[0].millisecond(0), value[1].millisecond(0)]) : null);
  const order = useRangeOrder(emit);
  const reversed = order.reversed;
  const warning = reversed ? t('dateRange.order') : overLimit && !open ? limitText : undefined;

  // Presets outside rc-picker's own list, which would refuse a preset longer than the span limit without a word.
  const prefix = getPrefixCls('picker');
  const withPresets = (panel: ReactNode) => (
    <div className={`${prefix}-panel-layout`}>
      <div className={`${prefix}-presets`}>
        <ul>
          {PRESET_KEYS.map((key) => (
            <li
              key={key}
              onClick={() => {
                emit(presetRange(key, showTime));
                setOpen(false);
              }}
            >
              {t(`dateRange.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      {panel}
    </div>
  );

  const picker = (
    <DatePicker.RangePicker
      {...rest}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        order.onOpenChange(next);
      }}
      style={{ width: '100%' }}
      status={overLimit || reversed ? 'error' : rest.status}
      allowClear={allowClear}
      showTime={timeProps ?? false}
      format={showTime ? TIME_FORMAT : DATE_FORMAT}
      panelRender={withPresets}
      renderExtraFooter={limitText ? () => limitText : undefined}
      placeholder={[t('dateRange.start'), t('dateRange.end')]}
      disabledDate={(current, info) => outsideSpan(current, info.from, maxDays)}
      // An empty picker opens on the server's month, not the machine's.
      defaultPickerValue={rest.value ? undefined : [consoleNow(), consoleNow()]}
      order={false}
      onChange={order.onChange}
    />
  );
  return (
    <Tooltip open={!!warning} title={warning} color="red" placement="top">
      {/* A plain element for the tooltip to anchor on. */}
      <div style={{ width: '100%' }} data-testid={overLimit ? 'range-over-limit' : undefined}>
        {picker}
      </div>
    </Tooltip>
  );
}

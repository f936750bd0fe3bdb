// A range of time as a filter: the console's range picker (the spec's presets, a limit on the span), sent as
// `start,end` in `YYYY-MM-DD HH:mm:ss` (whole days: 00:00:00 to 23:59:59), or `YYYY-MM-DD` without time.
import dayjs, { type Dayjs } from 'dayjs';
import {
  DateRangePicker,
  exceedsSpan,
  formatRange,
  presetRange,
  type PresetKey,
} from '@/components/inputs/date-range-picker';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    dateRange: {
      /** Longest allowed span; a longer range is refused with the "cannot exceed N days" tooltip. */
      maxDays?: number;
      showTime?: boolean;
      /** A preset the filter starts with (e.g. today, by the server's clock). */
      preset?: PresetKey;
      /** Longest allowed span in hours, for lists of many records a short window (runtime logs: 24). */
      maxHours?: number;
    };
  }
}

const HOUR_MS = 3_600_000;

export function rangeOf(value: unknown): [Dayjs, Dayjs] | null {
  if (isBlank(value)) return null;
  if (Array.isArray(value) && dayjs.isDayjs(value[0]) && dayjs.isDayjs(value[1])) return [value[0], value[1]];
  const [start, end] = Array.isArray(value) ? value : String(value).split(',');
  const range: [Dayjs, Dayjs] = [dayjs(String(start)), dayjs(String(end))];
  return range[0].isValid() && range[1].isValid() ? range : null;
}

const DAY_START = '00:00:00';

/** A range as the screen shows it (a drilled tab's title): its days, one day once; times only for parts of days. */
export function rangeText(value: unknown, showTime = true): string {
  const range = rangeOf(value);
  if (!range) return isBlank(value) ? '' : String(value);
  const [start, end] = range;
  const whole =
    !showTime || (start.format('HH:mm:ss') === DAY_START && [DAY_START, '23:59:59'].includes(end.format('HH:mm:ss')));
  const [from, to] = range.map((d) => d.format(whole ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss'));
  return from === to ? from! : `${from} ~ ${to}`;
}

export const kind = defineKind({
  name: 'dateRange',
  choice: true,
  text: (value, decl) => rangeText(value, decl.showTime ?? true),
  input: ({ decl }) => <DateRangePicker maxDays={decl.maxDays} showTime={decl.showTime ?? true} />,
  inputWidth: (decl) => ((decl.showTime ?? true) ? 340 : 240),
  initial: (decl) => (decl.preset ? { [decl.key]: presetRange(decl.preset, decl.showTime ?? true) } : {}),
  // Two strings (the URL keeps them as a pair); the data provider joins them as `start,end`.
  toWire: (values, decl) => {
    const range = rangeOf(values[decl.key]);
    return range ? { [decl.key]: formatRange(range, decl.showTime ?? true) } : {};
  },
  fromWire: (wire, decl) => {
    const range = rangeOf(wire[decl.key]);
    return range ? { [decl.key]: range } : {};
  },
  problem: (values, decl, text) => {
    const range = rangeOf(values[decl.key]);
    if (exceedsSpan(range, decl.maxDays)) return text.t('kit:table.blocked', { days: decl.maxDays });
    if (range && decl.maxHours && range[1].diff(range[0]) > decl.maxHours * HOUR_MS) {
      return text.t('kit:table.blockedHours', { hours: decl.maxHours });
    }
    return undefined;
  },
});

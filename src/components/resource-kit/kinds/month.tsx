// A calendar month: `YYYY-MM` on screen, in files and on the wire; a month picker as an input. `startsLastMonth`
// starts the input at the month before the console's current one (a bill list, a bill run: last month is the one
// closed), read when the input starts, so a console left open over a month's end does not keep an old default.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { consoleNow, formatTime, MONTH_FORMAT } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    /** `selectable`: the months the picker offers (`YYYY-MM`), the others shown disabled (what a server refuses). */
    month: { startsLastMonth?: boolean; selectable?: (month: string) => boolean };
  }
}

export const kind = defineKind({
  name: 'month',
  choice: true,
  text: (value) => (/^\d{4}-\d{2}$/.test(String(value)) ? String(value) : formatTime(value, MONTH_FORMAT)),
  input: ({ decl }) => (
    <DatePicker
      picker="month"
      format={MONTH_FORMAT}
      style={{ width: '100%' }}
      disabledDate={decl.selectable ? (date) => !decl.selectable?.(date.format(MONTH_FORMAT)) : undefined}
    />
  ),
  initial: (decl) => (decl.startsLastMonth ? { [decl.key]: consoleNow().subtract(1, 'month').startOf('month') } : {}),
  toWire: (values, decl) => {
    const value = values[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: dayjs.isDayjs(value) ? value.format(MONTH_FORMAT) : value };
  },
  fromWire: (wire, decl) => {
    const parsed = isBlank(wire[decl.key]) ? null : dayjs(`${String(wire[decl.key]).slice(0, 7)}-01`);
    return parsed?.isValid() ? { [decl.key]: parsed } : {};
  },
});

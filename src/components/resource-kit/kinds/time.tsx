// A moment: `YYYY-MM-DD HH:mm:ss` in the console's zone on screen and in files (epoch numbers converted, 13 digits
// = ms); as an input a date-time picker whose value goes on the wire in that same format.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { formatTime, TIME_FORMAT } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    /** `ms`: milliseconds too (`YYYY-MM-DD HH:mm:ss.SSS`), for log lines of the same second. */
    time: { ms?: boolean };
  }
}

export const kind = defineKind({
  name: 'time',
  choice: true,
  text: (value, decl) => formatTime(value, decl.ms ? `${TIME_FORMAT}.SSS` : TIME_FORMAT),
  input: () => <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />,
  toWire: (values, decl) => {
    const value = values[decl.key];
    return dayjs.isDayjs(value)
      ? { [decl.key]: value.format(TIME_FORMAT) }
      : isBlank(value)
        ? {}
        : { [decl.key]: value };
  },
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    const parsed = dayjs(formatTime(value), TIME_FORMAT);
    return parsed.isValid() ? { [decl.key]: parsed } : {};
  },
});

// A calendar day: `YYYY-MM-DD` on screen, in files and on the wire; a date picker as an input.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { DATE_FORMAT, formatTime } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    date: object;
  }
}

export const kind = defineKind({
  name: 'date',
  choice: true,
  text: (value) => formatTime(value, DATE_FORMAT),
  input: () => <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />,
  toWire: (values, decl) => {
    const value = values[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: dayjs.isDayjs(value) ? value.format(DATE_FORMAT) : value };
  },
  fromWire: (wire, decl) => {
    const parsed = isBlank(wire[decl.key]) ? null : dayjs(String(wire[decl.key]).slice(0, 10), DATE_FORMAT);
    return parsed?.isValid() ? { [decl.key]: parsed } : {};
  },
});

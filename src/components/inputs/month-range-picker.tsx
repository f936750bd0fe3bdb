// A range of whole months: antd's month range picker, with the day picker's order rule (range-order.ts) so an end
// month before the start is refused with a reason, not silently swapped.
import { DatePicker, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRangeOrder } from '@/components/inputs/range-order';
import { MONTH_FORMAT } from '@/lib/format';

type Props = {
  id?: string;
  value?: readonly [Dayjs, Dayjs] | null;
  onChange?: (value: [Dayjs, Dayjs] | null) => void;
  'aria-label'?: string;
};

export function MonthRangePicker({ onChange, ...rest }: Props) {
  const { t } = useTranslation('kit');
  const order = useRangeOrder((value) => onChange?.(value));
  return (
    <Tooltip open={order.reversed} title={t('dateRange.order')} color="red" placement="top">
      <div style={{ width: '100%' }}>
        <DatePicker.RangePicker
          {...rest}
          value={rest.value ? [rest.value[0], rest.value[1]] : rest.value}
          picker="month"
          format={MONTH_FORMAT}
          style={{ width: '100%' }}
          order={false}
          status={order.reversed ? 'error' : undefined}
          onOpenChange={order.onOpenChange}
          onChange={order.onChange}
        />
      </div>
    </Tooltip>
  );
}

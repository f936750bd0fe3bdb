// 商户报表's day view has no fee (reports.md 3.4): a revenue-share fee nets the month's loss days, so a fee exists per
// month only. The day view says so and switches to the month view of the same days' months.
import { Alert, Button } from 'antd';
import { useListContext } from '@/components/resource-kit/list/list-context';
import { monthDays } from '@/lib/months';

/** The days of the months a day range touches, as the month view sends them (whole months). */
function monthsOf(value: unknown): [string, string] | undefined {
  const [from, to] = (Array.isArray(value) ? value : String(value ?? '').split(',')).map(String);
  if (!from || !to) return undefined;
  return [monthDays(from.slice(0, 7))[0], monthDays(to.slice(0, 7))[1]];
}

export function MerchantFeeNote() {
  const { filters, applyFilters, text } = useListContext();
  const wire = Object.fromEntries(filters.flatMap((f) => ('field' in f ? [[f.field, f.value]] : [])));
  if (wire.period === 'month') return null;
  const toMonths = () => {
    const months = monthsOf(wire.date);
    const rest = filters.filter((f) => !('field' in f) || (f.field !== 'period' && f.field !== 'date'));
    applyFilters([
      ...rest,
      { field: 'period', operator: 'eq', value: 'month' },
      ...(months ? [{ field: 'date', operator: 'between' as const, value: months }] : []),
    ]);
  };
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="merchant-fee-note"
      message={text.t('report:merchant.feeMonthly')}
      action={
        <Button type="link" size="small" onClick={toMonths}>
          {text.t('report:merchant.feeByMonth')}
        </Button>
      }
    />
  );
}

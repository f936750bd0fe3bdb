// The fee formula (merchant.md 2.3) in the new-terms form, worked on the merchant's last month: its report.merchant
// month row (one per currency) times the rate being typed, following the form's type and rate as they change. The
// field's value is the merchant id (the form starts it from the row); it sends nothing. A role that may not read the
// merchant report sees the formula without the example.
import { useList, type CrudFilter } from '@refinedev/core';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KindDef } from '@/components/resource-kit/kinds/kind';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { lastMonth } from '@/lib/months';
import { feeOf } from '@/lib/contract/merchant-fee';
import { useAccess } from '@/providers/access-control-provider';
import { formatAmount } from '@/lib/format';
import { RATE_DECIMALS, RATE_MAX, type CooperationType } from '@/api/merchant-rate';
import type { MerchantReportRow } from '@/api/report';

const REPORT = 'report.merchant';

function monthFilters(merchantId: number, month: { month: string; first: string; last: string }): CrudFilter[] {
  return [
    { field: 'period', operator: 'eq', value: 'month' },
    { field: 'date', operator: 'eq', value: [`${month.first} 00:00:00`, `${month.last} 23:59:59`] },
    { field: 'merchantId', operator: 'eq', value: merchantId },
  ];
}

function FeeExample({ value }: { value?: unknown }) {
  const { t } = useTranslation('merchant');
  const form = Form.useFormInstance();
  const type = Number(Form.useWatch('nextCooperationType', form)) as CooperationType;
  const rateInput: unknown = Form.useWatch('nextRate', form);
  const merchantId = Number(value);
  const mayRead = useAccess({ permission: REPORT }) && merchantId > 0;
  const month = lastMonth();
  const { result, query } = useList<MerchantReportRow>({
    resource: REPORT,
    filters: monthFilters(merchantId, month),
    pagination: { mode: 'off' },
    queryOptions: { enabled: mayRead },
    errorNotification: false,
  });
  if (type !== 1 && type !== 2) return null;
  const rate = checkNumber(rateInput, { min: 0, max: RATE_MAX[type], decimals: RATE_DECIMALS });
  const lines = [t(`rate.fee.formula${type}`)];
  if (!mayRead) {
    // the formula alone
  } else if (!rate.ok) {
    lines.push(t('rate.fee.enterRate'));
  } else if (query.isLoading) {
    lines.push(t('rate.fee.loading', { month: month.month }));
  } else if (result.data.length === 0) {
    lines.push(t('rate.fee.noData', { month: month.month }));
  } else {
    for (const row of result.data) {
      const base = type === 1 ? row.companyWinAmount : row.betAmount;
      const vars = {
        month: month.month,
        currency: row.currencyCode,
        base: formatAmount(base),
        rate: formatAmount(rate.value),
        fee: formatAmount(feeOf(type, rate.value, row.betAmount, row.companyWinAmount)),
      };
      lines.push(t(type === 2 ? 'rate.fee.example2' : base < 0 ? 'rate.fee.example1Loss' : 'rate.fee.example1', vars));
    }
  }
  return (
    <div role="status" aria-live="polite" data-testid="fee-example">
      {lines.map((line, i) => (
        <Typography.Paragraph key={i} type={i === 0 ? undefined : 'secondary'} style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      ))}
    </div>
  );
}

export const feeExampleKind: KindDef = {
  name: 'feeExample',
  input: () => <FeeExample />,
  // Shown only: the example is no part of the body.
  toWire: () => ({}),
};

// A bill's printable statement, in the user's language: who and which month, the figures it copies from the merchant
// report, the terms and the fee formula with the month-end rate, the amounts due and paid, and who confirmed and paid
// it. Printed through the browser (print to PDF); bill-statement.css hides the console around it on paper.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { BillRow } from '@/api/merchant-bill';
import { consoleNow, EMPTY_TEXT, formatAmount, formatCount, TIME_FORMAT } from '@/lib/format';
import '@/resources/merchant/bill-statement.css';

type Line = [label: string, value: string, numeric?: boolean];

function Table({ lines }: { lines: Line[] }) {
  return (
    <table>
      <tbody>
        {lines.map(([label, value, numeric]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={numeric ? 'num' : undefined}>{value || EMPTY_TEXT}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BillStatement({ bill }: { bill: BillRow }) {
  const { t } = useTranslation(['merchant', 'shared']);
  const col = (key: string) => t([`merchant:bill.columns.${key}`, `shared:columns.${key}`]);
  const s = (key: string, vars: Record<string, unknown> = {}) => t(`merchant:bill.statement.${key}`, vars);
  const money = (value: number, currency = bill.currencyCode) => `${formatAmount(value)} ${currency}`;
  const monthEnd = dayjs(`${bill.month}-01`).endOf('month').format('YYYY-MM-DD');
  const formula =
    bill.cooperationType === 1
      ? s('formulaRevenue', {
          win: formatAmount(bill.companyWinAmount),
          rate: bill.rate,
          fee: formatAmount(bill.feeAmount),
        })
      : s('formulaTurnover', { bet: formatAmount(bill.betAmount), rate: bill.rate, fee: formatAmount(bill.feeAmount) });
  return (
    <div className="bill-statement" data-testid="bill-statement">
      <h2>{s('title', { month: bill.month })}</h2>
      <div>{s('billNo', { billNo: bill.billNo })}</div>
      <Table
        lines={[
          [col('merchantTeamName'), bill.merchantTeamName],
          [col('merchantName'), `${bill.merchantName} (${bill.merchantId})`],
          [col('month'), bill.month],
          [col('currencyCode'), bill.currencyCode],
          [col('status'), t(`shared:enums.billStatus.${bill.status}`)],
        ]}
      />
      <h3>{s('figures')}</h3>
      <Table
        lines={[
          [col('betCount'), formatCount(bill.betCount), true],
          [col('roundCount'), formatCount(bill.roundCount), true],
          [col('betAmount'), money(bill.betAmount), true],
          [col('boundsAmount'), money(bill.boundsAmount), true],
          [col('companyWinAmount'), money(bill.companyWinAmount), true],
        ]}
      />
      <h3>{s('terms')}</h3>
      <Table
        lines={[
          [col('cooperationType'), t(`shared:enums.cooperationType.${bill.cooperationType}`)],
          [col('rate'), `${formatAmount(bill.rate)} %`, true],
          [s('formula'), formula],
          [col('feeAmount'), money(bill.feeAmount), true],
          [col('exchangeRate'), s('exchange', { currency: bill.currencyCode, rate: bill.exchangeRate, day: monthEnd })],
          [
            col('feeAmountCny'),
            s('feeCny', {
              fee: formatAmount(bill.feeAmount),
              rate: bill.exchangeRate,
              cny: formatAmount(bill.feeAmountCny),
            }),
          ],
          [col('adjustAmount'), money(bill.adjustAmount, 'CNY'), true],
          [col('payableAmount'), money(bill.payableAmount, 'CNY'), true],
          [col('paidAmount'), money(bill.paidAmount, 'CNY'), true],
        ]}
      />
      <h3>{s('record')}</h3>
      <Table
        lines={[
          [col('createTime'), bill.createTime],
          [col('confirmBy'), bill.confirmBy ? s('byAt', { by: bill.confirmBy, at: bill.confirmTime }) : ''],
          [col('paidBy'), bill.paidBy ? s('byAt', { by: bill.paidBy, at: bill.paidTime }) : ''],
          [col('remark'), bill.remark],
        ]}
      />
      <p>{s('printedAt', { at: consoleNow().format(TIME_FORMAT) })}</p>
      <div className="bill-statement-screen-only">
        <Button type="primary" onClick={() => window.print()}>
          {s('print')}
        </Button>
      </div>
    </div>
  );
}

import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/app/layout/flags';
import { displayCurrency } from '@/lib/client-prefs';

/** The console's display currency, stored in the browser. Only CNY is offered (spec: ¥, cn): shown, not picked.
 * `flush`: no side padding, lined up with what is above and below it (in the user popover). */
export function CurrencyDisplay({ flush = false }: { flush?: boolean }) {
  const { t } = useTranslation('shell');
  const currency = displayCurrency();
  return (
    <Tooltip title={t('header.currency')}>
      <Space size={6} data-testid="currency-display" style={{ paddingInline: flush ? 0 : 8, whiteSpace: 'nowrap' }}>
        <Flag country={currency.country} />
        <Typography.Text>
          {currency.code} {currency.symbol}
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}

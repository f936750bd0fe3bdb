import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/app/layout/flags';

/** The console's display currency. Only CNY is offered (spec: symbol ¥, country cn), so it is shown, not picked. */
export const DISPLAY_CURRENCY = { code: 'CNY', symbol: '¥', country: 'cn' } as const;

/** `flush`: no side padding, lined up with what is above and below it (in the user popover). */
export function CurrencyDisplay({ flush = false }: { flush?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Tooltip title={t('header.currency')}>
      <Space size={6} data-testid="currency-display" style={{ paddingInline: flush ? 0 : 8, whiteSpace: 'nowrap' }}>
        <Flag country={DISPLAY_CURRENCY.country} />
        <Typography.Text>
          {DISPLAY_CURRENCY.code} {DISPLAY_CURRENCY.symbol}
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}

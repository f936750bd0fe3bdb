import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { consoleTimezone } from '@/lib/client-prefs';
import { formatConsoleTime } from '@/lib/server-time';
import { useServerClock } from '@/app/layout/use-server-clock';

/** Server time (x-server-time offset, never the machine's clock) in the console's zone, UTC+8. */
export function HeaderClock() {
  const { t } = useTranslation('shell');
  const now = useServerClock();
  return (
    <Typography.Text
      data-testid="header-clock"
      title={t('header.serverTime')}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      <ClockCircleOutlined style={{ marginInlineEnd: 6 }} />
      {formatConsoleTime(now)}
      <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
        {consoleTimezone().label}
      </Typography.Text>
    </Typography.Text>
  );
}

// Today's RTP of a game control row, marked when it runs outside the tolerance of the target (|today − target| >
// tolerance, control.md 1.6): an icon and a word, the figures in a tooltip and the accessible name, not colour alone.
import { WarningOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GameControlRow } from '@/api/control';
import { formatAmount } from '@/lib/format';

type Figures = Pick<GameControlRow, 'todayRtp' | 'targetRtp' | 'tolerance'>;

/** Outside the tolerance, by the cent (float differences such as 97.3 − 96.2 do not count). */
export const outsideTolerance = (row: Figures) =>
  row.todayRtp !== null && Math.round(Math.abs(row.todayRtp - row.targetRtp) * 100) > Math.round(row.tolerance * 100);

export function TodayRtp({ row }: { row: Figures }) {
  const { t } = useTranslation('control');
  const value = formatAmount(row.todayRtp);
  if (!outsideTolerance(row)) return <>{value}</>;
  const why = t('game.outside.tip', {
    today: value,
    target: formatAmount(row.targetRtp),
    tolerance: formatAmount(row.tolerance),
  });
  return (
    <Tooltip title={why}>
      <Typography.Text type="danger" tabIndex={0} aria-label={`${value} ${why}`} data-testid="rtp-outside">
        <WarningOutlined aria-hidden /> {value} {t('game.outside.label')}
      </Typography.Text>
    </Tooltip>
  );
}

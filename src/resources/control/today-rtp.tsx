// Today's RTP of a game control row, marked when it runs outside the tolerance of the target (|today − target| >
// tolerance, control.md 1.6) and the correction rule would act on the game (1.7: auto mode, control on, at least
// `minRounds` rounds): an icon and a word, the figures in a tooltip and the accessible name, not colour alone. A
// game outside the tolerance that no correction touches is not marked as such; it says why it is not corrected.
import { WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GameControlRow } from '@/api/control';
import { formatAmount, formatCount } from '@/lib/format';

type Figures = Pick<GameControlRow, 'todayRtp' | 'targetRtp' | 'tolerance'>;
type Rule = Figures & Pick<GameControlRow, 'controlMode' | 'status' | 'todayRoundCount' | 'minRounds'>;

/** Outside the tolerance, by the cent (float differences such as 97.3 − 96.2 do not count). */
export const outsideTolerance = (row: Figures) =>
  row.todayRtp !== null && Math.round(Math.abs(row.todayRtp - row.targetRtp) * 100) > Math.round(row.tolerance * 100);

/** Why the correction rule (1.7) leaves the game alone whatever its RTP, or undefined when it would act. */
export function notCorrectedBecause(row: Rule): 'off' | 'manual' | 'fewRounds' | undefined {
  if (row.status !== 1) return 'off';
  if (row.controlMode !== 2) return 'manual';
  if (row.todayRoundCount < row.minRounds) return 'fewRounds';
  return undefined;
}

export function TodayRtp({ row }: { row: Rule }) {
  const { t } = useTranslation('control');
  const value = formatAmount(row.todayRtp);
  if (!outsideTolerance(row)) return <>{value}</>;
  const figures = {
    today: value,
    target: formatAmount(row.targetRtp),
    tolerance: formatAmount(row.tolerance),
  };
  const reason = notCorrectedBecause(row);
  if (reason) {
    const why = t('game.notCorrected.tip', {
      ...figures,
      reason: t(`game.notCorrected.reasons.${reason}`, {
        rounds: formatCount(row.todayRoundCount),
        minRounds: formatCount(row.minRounds),
      }),
    });
    return (
      <Tooltip title={why}>
        <span tabIndex={0} aria-label={`${value} ${why}`} data-testid="rtp-not-corrected">
          {value}{' '}
          <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
            {t('game.notCorrected.label')}
          </Tag>
        </span>
      </Tooltip>
    );
  }
  const why = t('game.outside.tip', figures);
  return (
    <Tooltip title={why}>
      <Typography.Text type="danger" tabIndex={0} aria-label={`${value} ${why}`} data-testid="rtp-outside">
        <WarningOutlined aria-hidden /> {value} {t('game.outside.label')}
      </Typography.Text>
    </Tooltip>
  );
}

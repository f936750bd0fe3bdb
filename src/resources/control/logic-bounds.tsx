// Where a weight set's expected RTP stands against its game's control settings (control.md 1.2, 1.6): the target and
// the bounds a correction keeps to. 组合逻辑 says it before saving, and a save outside the bounds asks first, naming
// them (issue 34, 10). The game's row comes from control.game's list, which this page's key may read.
import { useList } from '@refinedev/core';
import { Typography } from 'antd';
import type { GameControlRow } from '@/api/control';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { formatAmount } from '@/lib/format';

export type GameBounds = Pick<GameControlRow, 'targetRtp' | 'minRtp' | 'maxRtp'>;
export type RtpStanding = 'within' | 'above' | 'below';

/** Above the max or below the min, by the cent (both sides are percents with 2 decimals). */
export function rtpStanding(expectedRtp: number, game: GameBounds): RtpStanding {
  const cents = (n: number) => Math.round(n * 100);
  if (cents(expectedRtp) > cents(game.maxRtp)) return 'above';
  if (cents(expectedRtp) < cents(game.minRtp)) return 'below';
  return 'within';
}

/** The texts' values: every figure as the page writes a percent, and how far off (or from the target). */
export function boundsVars(expectedRtp: number, game: GameBounds) {
  const points = (n: number) => formatAmount(Math.abs(Math.round(n * 100) / 100));
  return {
    rtp: formatAmount(expectedRtp),
    target: formatAmount(game.targetRtp),
    min: formatAmount(game.minRtp),
    max: formatAmount(game.maxRtp),
    over: points(expectedRtp - game.maxRtp),
    under: points(game.minRtp - expectedRtp),
    fromTarget: points(expectedRtp - game.targetRtp),
    side: expectedRtp >= game.targetRtp ? 'higher' : 'lower',
  };
}

/** The game's control row (target, bounds); undefined until read or when the game has none. */
export function useGameBounds(gameId: number | undefined): GameBounds | undefined {
  const { result } = useList<GameControlRow>({
    resource: 'control.game',
    filters: [{ field: 'gameId', operator: 'eq', value: gameId }],
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    queryOptions: { enabled: gameId !== undefined },
    errorNotification: false,
  });
  return result.data.find((row) => row.gameId === gameId);
}

/** The line under the figures: target and bounds, and where the expected RTP stands (in red outside them). */
export function BoundsLine({ expectedRtp, game, text }: { expectedRtp: number; game: GameBounds; text: ResourceText }) {
  const standing = rtpStanding(expectedRtp, game);
  const vars = boundsVars(expectedRtp, game);
  return (
    <Typography.Text type={standing === 'within' ? 'secondary' : 'danger'} data-testid="logic-rtp-bounds">
      {text.message(`bounds.${standing}`, { ...vars, side: text.message(`bounds.${vars.side}`) })}
    </Typography.Text>
  );
}

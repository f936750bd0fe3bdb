// The manual correction form's line under the game (control.md 1.7): the chosen game's allowed range (minRtp–maxRtp)
// and its working and target RTP, read from control.game. The field's value is the range, so the new RTP is checked
// against it as it is typed (the server checks it again); it sends nothing.
import { useList } from '@refinedev/core';
import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindDef } from '@/components/resource-kit/kinds/kind';
import { formatAmount } from '@/lib/format';
import type { GameControlRow } from '@/api/control';

export type Bounds = { min: number; max: number };

const pct = (value: number) => formatAmount(value);

function GameBounds({ onChange }: { value?: unknown; onChange?: (bounds: Bounds | undefined) => void }) {
  const { t } = useTranslation('control');
  const form = Form.useFormInstance();
  const gameId = Number(Form.useWatch('gameId', form));
  const chosen = Number.isInteger(gameId) && gameId > 0;
  const { result, query } = useList<GameControlRow>({
    resource: 'control.game',
    filters: [{ field: 'gameId', operator: 'eq', value: gameId }],
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    queryOptions: { enabled: chosen },
    errorNotification: false,
  });
  const row = chosen ? result.data.find((r) => r.gameId === gameId) : undefined;
  const min = row?.minRtp;
  const max = row?.maxRtp;
  useEffect(() => {
    onChange?.(min === undefined || max === undefined ? undefined : { min, max });
    // onChange is Form.Item's, new on each render: the range is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [min, max]);
  const line = !chosen
    ? t('gameRtpCorrection.bounds.choose')
    : query.isLoading
      ? t('gameRtpCorrection.bounds.loading')
      : row
        ? t('gameRtpCorrection.bounds.line', {
            min: pct(row.minRtp),
            max: pct(row.maxRtp),
            current: pct(row.currentRtp),
            target: pct(row.targetRtp),
          })
        : t('gameRtpCorrection.bounds.unknown');
  return (
    <Typography.Text type={row ? undefined : 'secondary'} role="status" aria-live="polite" data-testid="game-bounds">
      {line}
    </Typography.Text>
  );
}

export const gameBoundsKind: KindDef = {
  name: 'gameBounds',
  input: () => <GameBounds />,
  // Shown only: the range is the server's to check.
  toWire: () => ({}),
};

/** The new RTP within the range shown (no range yet: the server's check stands). */
export function withinBounds(value: unknown, values: Record<string, unknown>): string | undefined {
  const bounds = values.bounds as Bounds | undefined;
  const n = value === undefined || value === null || value === '' ? NaN : Number(value);
  if (!bounds || Number.isNaN(n)) return undefined;
  return n < bounds.min || n > bounds.max ? 'validation.outOfBounds' : undefined;
}

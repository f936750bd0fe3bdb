// What the player detail shows until the profile is there: a spinner, "not found" when the server refuses the id
// (unknown, or outside the caller's data scope: the server answers both alike), or the failure with a retry.
import { Alert, Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import type { PlayerInfoState } from '@/resources/player/detail/use-player-info';

type Props = { playerId: string; player: PlayerInfoState };

export function PlayerLoadState({ playerId, player }: Props) {
  const { t } = useTranslation(['player', 'kit']);
  const { query } = player;
  if (!query.isError)
    return <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="player-info-loading" />;
  if (isApiError(query.error) && query.error.kind === 'business') {
    return (
      // Result passes no data- attributes on.
      <div data-testid="player-not-found">
        <Result status="warning" title={t('modal.notFound', { id: playerId })} subTitle={t('modal.notFoundHint')} />
      </div>
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      message={t('info.loadFailed', { id: playerId })}
      description={query.error?.message}
      action={
        <Button size="small" onClick={player.reload} loading={query.isFetching}>
          {t('kit:table.retry')}
        </Button>
      }
      data-testid="player-info-error"
    />
  );
}

// Info tab: the profile grid, the balance refresh, and the balance and RTP dialogs. After a saved change the
// profile reloads and the lists that show it (ledger, RTP records, player list) are marked stale.
import { Alert, Button, Spin } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useModalState } from '@/lib/use-modal-gate';
import type { RtpType } from '@/resources/player/player-enums';
import { BalanceDialog } from '@/resources/player/detail/balance-dialog';
import { InfoGrid } from '@/resources/player/detail/info-grid';
import { RtpDialog } from '@/resources/player/detail/rtp-dialog';
import { usePlayerInfo } from '@/resources/player/detail/use-player-info';

type Dialog = { kind: 'balance' } | { kind: 'rtp'; type: RtpType };

export function InfoTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation(['player', 'kit']);
  const player = usePlayerInfo(playerId);
  const invalidate = useInvalidate();
  const dialogs = useModalState<Dialog>();
  const dialog = dialogs.value;
  const { info, query } = player;

  const saved = (resources: string[]) => {
    dialogs.clear();
    player.reload();
    for (const resource of resources) void invalidate({ resource, invalidates: ['list'] });
  };

  if (query.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="player-info-loading" />;
  if (!info) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('info.loadFailed', { id: playerId })}
        description={query.error?.message}
        action={<Button size="small" onClick={player.reload}>{t('kit:table.retry')}</Button>}
        data-testid="player-info-error"
      />
    );
  }

  return (
    <Spin spinning={query.isFetching}>
      <InfoGrid
        info={info}
        actions={{
          balance: player.balance,
          refreshingBalance: player.refreshingBalance,
          onRefreshBalance: player.refreshBalance,
          onModifyBalance: () => dialogs.open({ kind: 'balance' }),
          onModifyRtp: (type) => dialogs.open({ kind: 'rtp', type }),
        }}
      />
      {dialog?.kind === 'balance' ? (
        <BalanceDialog
          playerId={playerId}
          balance={player.balance}
          currency={info.currencyCode}
          onClose={dialogs.close}
          onSaved={() => saved(['player.balanceLog', 'player.page', 'player.online'])}
        />
      ) : null}
      {dialog?.kind === 'rtp' ? (
        <RtpDialog
          playerId={playerId}
          type={dialog.type}
          current={dialog.type === 1 ? info.rtp : info.blackRtp}
          onClose={dialogs.close}
          onSaved={() => saved(['player.rtp', 'player.page'])}
        />
      ) : null}
    </Spin>
  );
}

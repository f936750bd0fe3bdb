// Info tab: the profile grid, the balance refresh, and the balance and RTP dialogs. The profile comes loaded from the
// detail (it decides between the tabs and "not found" with it). After a saved change the profile reloads and the
// lists that show it (ledger, RTP records, player list) are marked stale. A change waiting for approval shows above
// the profile (operations.md 7.1), with withdraw for its maker.
import { Spin } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useModalState } from '@/lib/use-modal-gate';
import type { RtpType } from '@/resources/player/player-enums';
import { BalanceDialog } from '@/resources/player/detail/balance-dialog';
import { InfoGrid } from '@/resources/player/detail/info-grid';
import { PlayerLoadState } from '@/resources/player/detail/player-load-state';
import { RtpDialog } from '@/resources/player/detail/rtp-dialog';
import type { PlayerInfoState } from '@/resources/player/detail/use-player-info';
import { PendingApproval } from '@/resources/shared/approval/pending-approval';

type Dialog = { kind: 'balance' } | { kind: 'rtp'; type: RtpType };

export function InfoTab({ playerId, player }: { playerId: string; player: PlayerInfoState }) {
  const invalidate = useInvalidate();
  const dialogs = useModalState<Dialog>();
  const dialog = dialogs.value;
  const { info, query } = player;

  const saved = (resources: string[]) => {
    dialogs.clear();
    player.reload();
    for (const resource of resources) void invalidate({ resource, invalidates: ['list'] });
  };

  if (!info) return <PlayerLoadState playerId={playerId} player={player} />;

  return (
    <Spin spinning={query.isFetching}>
      <PendingApproval targetType="player" targetId={playerId} />
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

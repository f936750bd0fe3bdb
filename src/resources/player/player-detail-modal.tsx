// The player detail modal the console opens for openPlayerDetail(id) (player-id cells, the header viewer, the
// command palette, the player pages). The mount point remounts it per open, and every query in it is keyed by
// the player id and dropped when it closes, so one player's data never shows under another's title.
import { useTranslation } from 'react-i18next';
import { TabModal } from '@/components/tab-modal';
import type { PlayerDetailProps } from '@/lib/player-detail-bus';
import { PlayerDetailTabs } from '@/resources/player/detail/player-detail-tabs';

export function PlayerDetailModal({ playerId, open, onCancel, afterClose }: PlayerDetailProps) {
  const { t } = useTranslation('player');
  return (
    <TabModal
      open={open}
      title={t('modal.title', { id: playerId })}
      width="90vw"
      footer={null}
      onCancel={onCancel}
      // Closing animates first; the mount point unmounts (and forgets) the detail afterwards.
      afterClose={afterClose}
      destroyOnHidden
      styles={{ body: { minHeight: '60vh' } }}
    >
      <PlayerDetailTabs playerId={playerId} />
    </TabModal>
  );
}

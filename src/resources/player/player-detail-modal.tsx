// The player detail modal the console opens for openEntity('player', id) (player-id cells, the header viewer, the
// command palette, the player pages). The mount point remounts it per open, and every query in it is keyed by
// the player id and dropped when it closes, so one player's data never shows under another's title.
import { useTranslation } from 'react-i18next';
import { TabModal } from '@/components/tab-modal';
import type { EntityModalProps } from '@/lib/entities';
import { PlayerDetailTabs } from '@/resources/player/detail/player-detail-tabs';

// The detail never grows past the screen: the body stops at the viewport less the modal's top offset, title and
// paddings (about 100 px; 140 leaves a margin below), and a long list scrolls inside its table (player-detail.css).
// Its smallest height keeps the modal from jumping as tabs of different heights are opened.
const MODAL_TOP = 24;
const BODY_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'min(60vh, calc(100vh - 140px))',
  maxHeight: 'calc(100vh - 140px)',
} as const;

export function PlayerDetailModal({ id: playerId, open, onCancel, afterClose }: EntityModalProps) {
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
      style={{ top: MODAL_TOP }}
      styles={{ body: BODY_STYLE }}
    >
      <PlayerDetailTabs playerId={playerId} />
    </TabModal>
  );
}

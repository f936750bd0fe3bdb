// Listens for openPlayerDetail(id) and shows the player area's detail component, loaded on first use so the
// console's start-up does not pay for it. Each open remounts it: no stale data from the previous player.
import { useEffect, useState, type ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { PageModule } from '@/lib/page-modules';
import { onOpenPlayerDetail, type PlayerDetailProps } from '@/lib/player-detail-bus';
import { PLAYER_DETAIL_MODULE } from '@/resources/player-detail';

const detailModule = PLAYER_DETAIL_MODULE as PageModule | null;
// the texts the area names load with the code, so the first open does not suspend on them
const PlayerDetail = detailModule
  ? lazyNamed(
      detailModule.load as () => Promise<Record<string, ComponentType<PlayerDetailProps>>>,
      detailModule.exportName,
      { namespaces: detailModule.namespaces },
    )
  : null;

export function PlayerDetailMount() {
  const [open, setOpen] = useState<{ playerId: string; serial: number } | null>(null);

  useEffect(() => {
    if (!PlayerDetail) return;
    let serial = 0;
    return onOpenPlayerDetail((playerId) => setOpen({ playerId, serial: ++serial }));
  }, []);

  if (!PlayerDetail || !open) return null;
  return <PlayerDetail key={open.serial} playerId={open.playerId} onClose={() => setOpen(null)} />;
}

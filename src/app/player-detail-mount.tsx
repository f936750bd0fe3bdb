// Listens for openPlayerDetail(id) and shows the player area's detail component, loaded on first use so the
// console's start-up does not pay for it. Each open remounts it: no stale data from the previous player. Opens and
// closes go through one modal gate: a double click on a player id opens the detail once.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { PageModule } from '@/lib/page-modules';
import { onOpenPlayerDetail, type PlayerDetailProps } from '@/lib/player-detail-bus';
import { useModalGate } from '@/lib/use-modal-gate';
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

type Shown = { playerId: string; serial: number; open: boolean };

export function PlayerDetailMount() {
  const [shown, setShown] = useState<Shown | null>(null);
  const allow = useModalGate();

  useEffect(() => {
    if (!PlayerDetail) return;
    return onOpenPlayerDetail((playerId) => {
      if (allow()) setShown((last) => ({ playerId, serial: (last?.serial ?? 0) + 1, open: true }));
    });
  }, [allow]);
  const cancel = useCallback(() => {
    if (allow()) setShown((last) => last && { ...last, open: false });
  }, [allow]);
  const forget = useCallback(() => setShown((last) => (last?.open ? last : null)), []);

  if (!PlayerDetail || !shown) return null;
  return (
    <PlayerDetail key={shown.serial} playerId={shown.playerId} open={shown.open} onCancel={cancel} afterClose={forget} />
  );
}

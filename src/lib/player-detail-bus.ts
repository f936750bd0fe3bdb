// Opening the player detail from anywhere (a player-id cell, the header viewer, the command palette) without
// those places importing the player area: they publish here, the player detail host listens.
type Listener = (playerId: string) => void;

const listeners = new Set<Listener>();

export function openPlayerDetail(playerId: string | number) {
  const id = String(playerId).trim();
  if (!id) return;
  listeners.forEach((listener) => listener(id));
}

export function onOpenPlayerDetail(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasPlayerDetailHost(): boolean {
  return listeners.size > 0;
}

/**
 * What the player area's detail component receives from the console's mount point, which owns the open state (and
 * its modal gate): `onCancel` asks to close, `afterClose` follows the closing animation.
 */
export type PlayerDetailProps = { playerId: string; open: boolean; onCancel: () => void; afterClose: () => void };

// Whether the command palette has been asked for, and how to toggle it once loaded. Shared by the launcher (in
// the shell's first chunk) and the palette (loaded on first use), so neither imports the other.
import {
  paletteInputHidden,
  paletteInputShown,
  startTypingAhead,
  stopTypingAhead,
  typingAhead,
} from '@/app/palette/palette-type-ahead';

/**
 * The locale namespaces the palette reads. They load with its code: its first render suspended on one that was not
 * there yet (`shared`, on the dev server), and the console's route boundary hid the console meanwhile and the
 * opening was lost: the first Ctrl+K after signing in did nothing.
 */
export const PALETTE_NAMESPACES = ['shell', 'shared', 'menu', 'common'];

type Launch = { requested: boolean; toggle: (() => void) | null };

let launch: Launch = { requested: false, toggle: null };
const listeners = new Set<() => void>();

function update(next: Partial<Launch>) {
  launch = { ...launch, ...next };
  for (const listener of listeners) listener();
}

export const paletteLaunch = () => launch;

export function subscribePalette(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestPalette() {
  update({ requested: true });
}

export function resetPalette() {
  update({ requested: false, toggle: null });
  stopTypingAhead();
  paletteInputHidden();
}

/** The palette tells the launcher how to toggle it once it has mounted (null when it unmounts). */
export function setPaletteToggle(toggle: (() => void) | null) {
  update({ toggle });
}

/** Opens (or closes) the palette, loading it first if needed. */
export function togglePalette() {
  // Already opening: a second click would close it before it showed.
  if (typingAhead()) return;
  if (!paletteInputShown()) startTypingAhead();
  if (launch.toggle) launch.toggle();
  else requestPalette();
}

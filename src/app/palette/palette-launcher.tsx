// Loads the command palette (kbar and its actions) on first use rather than with the shell: Ctrl/Cmd+K or the
// header's search button. Until then this answers the shortcut itself; once loaded, kbar's own listener toggles it.
// From the moment an opening begins until the palette's input is there, the keys typed are kept for it
// (palette-type-ahead), so a burst right after the shortcut (a scanner, paste-by-typing) arrives whole.
import { useEffect, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import {
  PALETTE_NAMESPACES,
  paletteLaunch,
  requestPalette,
  resetPalette,
  subscribePalette,
} from '@/app/palette/palette-store';
import {
  keepTypedKey,
  paletteInputShown,
  startTypingAhead,
  stopTypingAhead,
  typingAhead,
} from '@/app/palette/palette-type-ahead';

const CommandPalette = lazyNamed(() => import('@/app/palette/command-palette'), 'CommandPalette', {
  namespaces: PALETTE_NAMESPACES,
});

const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

function onKeyDown(event: KeyboardEvent) {
  if (isShortcut(event)) {
    // Open: kbar's listener closes it.
    if (paletteInputShown()) return;
    // Already opening: a second press would close it before it showed, and leave the keys typed nowhere.
    if (typingAhead()) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    startTypingAhead();
    // Loaded: kbar's listener opens it.
    if (paletteLaunch().toggle) return;
    event.preventDefault();
    requestPalette();
    return;
  }
  if (event.key === 'Escape' && typingAhead()) {
    stopTypingAhead();
    return;
  }
  if (keepTypedKey(event)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

export function PaletteLauncher() {
  const current = useSyncExternalStore(subscribePalette, paletteLaunch);

  // Capture: before kbar's listener and before whatever has the focus.
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  // Signing out unmounts the shell: the next session starts with the palette unloaded and closed.
  useEffect(() => resetPalette, []);

  if (!current.requested) return null;
  return <CommandPalette openOnMount />;
}

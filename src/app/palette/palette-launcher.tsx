// Loads the command palette (kbar and its actions) on first use rather than with the shell: Ctrl/Cmd+K or the
// header's search button. Until then this listens for the shortcut itself; once loaded, kbar's own listener
// takes over and this one steps aside, so a press never toggles twice.
import { useEffect, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { paletteLaunch, requestPalette, resetPalette, subscribePalette } from '@/app/palette/palette-store';

const CommandPalette = lazyNamed(() => import('@/app/palette/command-palette'), 'CommandPalette');

const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

export function PaletteLauncher() {
  const current = useSyncExternalStore(subscribePalette, paletteLaunch);

  useEffect(() => {
    if (current.requested) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      requestPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current.requested]);

  // Signing out unmounts the shell: the next session starts with the palette unloaded and closed.
  useEffect(() => resetPalette, []);

  if (!current.requested) return null;
  return <CommandPalette openOnMount />;
}

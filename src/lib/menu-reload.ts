// A page that edits the menu or the roles asks the shell to load the user's menu and profile again; the shell
// (src/app/boot.ts) owns the loading. Pages cannot import the shell, so the request travels through here.
const listeners = new Set<() => void>();

export function requestMenuReload(): void {
  listeners.forEach((listener) => listener());
}

export function onMenuReload(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

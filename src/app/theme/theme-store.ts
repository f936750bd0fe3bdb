// Theme settings per browser (localStorage), readable outside React and by the login page: no Refine in here.
import { useSyncExternalStore } from 'react';

export const DEFAULT_PRIMARY = '#409EFF';
/** The spec's primary colour first, then a few that read well in both light and dark mode. */
export const PRIMARY_COLORS = [
  '#409EFF',
  '#1677FF',
  '#13C2C2',
  '#52C41A',
  '#FA8C16',
  '#F5222D',
  '#722ED1',
  '#EB2F96',
] as const;

export type ThemeMode = 'light' | 'dark';
export type ThemeSettings = { mode: ThemeMode; primary: string; compact: boolean };

export const DEFAULT_THEME: ThemeSettings = { mode: 'light', primary: DEFAULT_PRIMARY, compact: false };
export const THEME_STORAGE_KEY = 'shell.theme';

const listeners = new Set<() => void>();
let current: ThemeSettings = read();

function sanitize(raw: unknown): ThemeSettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<ThemeSettings>;
  return {
    mode: value.mode === 'dark' ? 'dark' : 'light',
    // Only colours we offer: a stored value from an older build must not inject arbitrary CSS.
    primary: PRIMARY_COLORS.find((c) => c.toLowerCase() === String(value.primary).toLowerCase()) ?? DEFAULT_PRIMARY,
    compact: value.compact === true,
  };
}

function read(): ThemeSettings {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function themeSettings(): ThemeSettings {
  return current;
}

export function setThemeSettings(patch: Partial<ThemeSettings>) {
  current = sanitize({ ...current, ...patch });
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // applies to this page only
  }
  listeners.forEach((listener) => listener());
}

/** Re-reads storage: another browser tab changed the theme, or tests cleared storage. */
export function reloadThemeSettings() {
  current = read();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) reloadThemeSettings();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, themeSettings);
}

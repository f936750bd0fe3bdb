// Column settings (visibility, order, fixed side) and density, kept in localStorage per user and resource so they
// survive reloads and do not leak between the people sharing a browser.
import type { BaseRecord } from '@refinedev/core';
import { useCallback, useState } from 'react';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { useSession } from '@/lib/use-session';

export type Density = 'large' | 'middle' | 'small';
export type Fixed = 'left' | 'right' | null;
export type ColumnPrefs = { order: string[]; hidden: string[]; fixed: Record<string, Fixed>; density: Density };

const STORAGE_PREFIX = 'kit:table';

export function prefsKey(username: string, resource: string): string {
  return `${STORAGE_PREFIX}:${username || 'anonymous'}:${resource}`;
}

export function defaultPrefs<T extends BaseRecord>(columns: ColumnDecl<T>[]): ColumnPrefs {
  return {
    order: columns.map((c) => c.key),
    hidden: columns.filter((c) => c.hidden).map((c) => c.key),
    fixed: Object.fromEntries(columns.map((c) => [c.key, c.fixed ?? null])),
    density: 'middle',
  };
}

function read(key: string): Partial<ColumnPrefs> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ColumnPrefs>) : null;
  } catch {
    return null;
  }
}

/** Saved settings over the defaults; columns added to the declaration since then appear at their declared place. */
export function mergePrefs<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  saved: Partial<ColumnPrefs> | null,
): ColumnPrefs {
  const base = defaultPrefs(columns);
  if (!saved) return base;
  const known = new Set(base.order);
  const order = (Array.isArray(saved.order) ? saved.order : []).filter((k) => known.has(k));
  base.order.forEach((key, index) => {
    if (!order.includes(key)) order.splice(Math.min(index, order.length), 0, key);
  });
  return {
    order,
    hidden: Array.isArray(saved.hidden) ? saved.hidden.filter((k) => known.has(k)) : base.hidden,
    fixed: { ...base.fixed, ...(saved.fixed ?? {}) },
    density: saved.density ?? base.density,
  };
}

/** The visible columns in the user's order, left-fixed first and right-fixed last (antd needs them at the edges). */
export function arrangeColumns<T extends BaseRecord>(columns: ColumnDecl<T>[], prefs: ColumnPrefs): ColumnDecl<T>[] {
  const byKey = new Map(columns.map((c) => [c.key as string, c]));
  const visible = prefs.order
    .filter((key) => !prefs.hidden.includes(key))
    .map((key) => byKey.get(key))
    .filter((c): c is ColumnDecl<T> => c !== undefined)
    .map((c) => ({ ...c, fixed: prefs.fixed[c.key] ?? undefined }));
  const side = (c: ColumnDecl<T>) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return visible
    .map((c, i) => ({ c, i }))
    .sort((a, b) => side(a.c) - side(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

export function useColumnPrefs<T extends BaseRecord>(resource: string, columns: ColumnDecl<T>[]) {
  const { profile, user } = useSession();
  const key = prefsKey(profile?.username ?? user?.username ?? '', resource);
  const [state, setState] = useState(() => ({ key, prefs: mergePrefs(columns, read(key)) }));
  // Another user signed in on this page: their own settings apply.
  const prefs = state.key === key ? state.prefs : mergePrefs(columns, read(key));
  const save = useCallback(
    (next: ColumnPrefs | null) => {
      const value = next ?? defaultPrefs(columns);
      try {
        if (next) localStorage.setItem(key, JSON.stringify(next));
        else localStorage.removeItem(key);
      } catch {
        // storage blocked: the settings still apply until the page is left
      }
      setState({ key, prefs: value });
    },
    [key, columns],
  );
  return { prefs, save };
}

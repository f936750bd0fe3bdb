// The look-up lists of GET /api/common/initSelectData (games, merchant teams, merchants, currencies): loaded once per
// session on first use, shared by every filter and form, and dropped on logout (the next user may see other lists).
import { useEffect, useSyncExternalStore } from 'react';
import type { InitSelectData } from '@/api/common';
import { http } from '@/lib/http-client';
import { onSessionClear } from '@/lib/session-store';

export type LookupName = 'gameList' | 'merchantTeamList' | 'merchantList' | 'currencyList';
export type LookupOption = { label: string; value: string | number };

let data: InitSelectData | null = null;
let pending: Promise<InitSelectData> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

onSessionClear(() => {
  data = null;
  pending = null;
  notify();
});

function fetchLookups(): Promise<InitSelectData> {
  const request = http.get<InitSelectData>('/api/common/initSelectData');
  pending = request;
  request.then(
    (result) => {
      if (pending !== request) return; // a logout, or a newer load, came in between
      data = result;
      notify();
    },
    () => {
      // The client has shown the error; the next use asks again.
      if (pending === request) pending = null;
    },
  );
  return request;
}

export function loadLookups(): Promise<InitSelectData> {
  if (data) return Promise.resolve(data);
  return pending ?? fetchLookups();
}

/**
 * Loads the lists again after a page changed what they hold (a team or merchant created, renamed or removed), so
 * every filter and form shows it without a new sign-in. The old lists serve until the new ones arrive.
 */
export function reloadLookups(): void {
  fetchLookups().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The lists, or null while they load (the first call starts the load). */
export function useLookups(): InitSelectData | null {
  const current = useSyncExternalStore(subscribe, () => data);
  useEffect(() => {
    if (!current) loadLookups().catch(() => undefined);
  }, [current]);
  return current;
}

/** Select options for one list; games read "name (gid)" so they can be found by either. */
export function lookupOptions(lists: InitSelectData | null, name: LookupName): LookupOption[] {
  if (!lists) return [];
  switch (name) {
    case 'gameList':
      return lists.gameList.map((g) => ({ label: `${g.name} (${g.gid})`, value: g.gid }));
    case 'merchantTeamList':
      return lists.merchantTeamList.map((t) => ({ label: t.name, value: t.id }));
    case 'merchantList':
      return lists.merchantList.map((m) => ({ label: m.name, value: m.id }));
    case 'currencyList':
      return lists.currencyList.map((c) => ({ label: `${c.code} ${c.name}`, value: c.code }));
  }
}

/** The label of one value in a loaded list (a cell showing a merchant's name); undefined before the lists load. */
export function lookupLabel(name: LookupName, value: unknown): string | undefined {
  return lookupOptions(data, name).find((o) => String(o.value) === String(value))?.label;
}

/** A currency's decimals from the loaded list (amount precision in forms); undefined before the lists load. */
export function currencyDecimals(code: unknown): number | undefined {
  return data?.currencyList.find((c) => c.code === code)?.decimals;
}

/** The team a merchant belongs to in the loaded list (a merchant's owner carries both); undefined before the lists load. */
export function merchantTeamOf(merchantId: unknown): number | undefined {
  return data?.merchantList.find((m) => String(m.id) === String(merchantId))?.merchantTeamId;
}

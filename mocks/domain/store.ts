// The mutable part of the mock platform. Generated data (players, orders, logs) is derived from seeds and
// never stored; only what requests change lives here, which is what the browser persists.
import { emptyGameState, type GameDbState } from '@mocks/domain/orders/state';
import { resetClockSkew } from '@mocks/lib/clock';
import { emptySystemConfigState, type SystemConfigState } from '@mocks/domain/settings/state';
import { emptyCurrencyState, type CurrencyDbState } from '@mocks/domain/rates/currency-state';
import { emptyAuthState, type AuthDbState } from '@mocks/domain/staff/auth-state';
import { emptyReportState, type ReportDbState } from '@mocks/domain/reports/state';
import { emptyMerchantState, type MerchantDbState } from '@mocks/domain/org/state';
import { emptyControlState, type ControlDbState } from '@mocks/domain/control-state';
import type { OpLogRow } from '@/api/system-logs';

/** The operation log's rows (system.md 4.7), newest last. */
export type OperationLogState = OpLogRow[];

export type PlayerPatch = {
  balance?: number;
  rtp?: number;
  blackRtp?: number;
  state?: number;
  reason?: string;
  nickName?: string;
  type?: number;
  updatedAt?: number;
  /** Last RTP change per type ("1" RTP, "0" BlackRtp), for the RTP list. */
  rtpNotes?: Record<string, { remark: string; operator: string; at: number }>;
};

export type ManualLedgerRow = {
  id: number;
  playerId: number;
  transType: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  at: number;
  remark: string;
  operator: string;
};

/** `disabled` and `passwordReset`: ended by an account change (auth.md 5.4), answered 4004 and 4003. */
export type SessionRecord = {
  userId: number;
  status: 'active' | 'superseded' | 'disabled' | 'passwordReset';
  at: number;
};

export type ExportTaskRecord = {
  id: number;
  fileName: string;
  status: 1 | 2;
  createdAt: number;
  /** When an in-progress task was first listed; it finishes a little later. */
  firstListedAt?: number;
  seen: boolean;
};

export type DbState = {
  version: 1;
  seq: number;
  sessions: Record<string, SessionRecord>;
  players: Record<string, PlayerPatch>;
  ledger: ManualLedgerRow[];
  exportTasks: Record<string, ExportTaskRecord[]>;
  kickedAt: Record<string, number>;
  resetGameAt: Record<string, number>;
  game: GameDbState;
  systemConfig: SystemConfigState;
  currency: CurrencyDbState;
  operationLog: OperationLogState;
  auth: AuthDbState;
  report: ReportDbState;
  /** Teams and merchants: seeds plus edits, read through mocks/merchant/db/org.ts. */
  merchant: MerchantDbState;
  /** Internal control: pools, weights, game control edits, corrections, bet reviews (mocks/control/db/state.ts). */
  control: ControlDbState;
  /** What an area keeps of its own, by a key of its choosing (a page key): read and written through areaState, so a
   * new page's stored rows live in its area's folder and this file does not change. */
  areas: Record<string, unknown>;
};

function emptyState(): DbState {
  return {
    version: 1,
    seq: 1,
    sessions: {},
    players: {},
    ledger: [],
    exportTasks: {},
    kickedAt: {},
    resetGameAt: {},
    game: emptyGameState(),
    systemConfig: emptySystemConfigState(),
    currency: emptyCurrencyState(),
    operationLog: [],
    auth: emptyAuthState(),
    report: emptyReportState(),
    merchant: emptyMerchantState(),
    control: emptyControlState(),
    areas: {},
  };
}

let state: DbState = emptyState();
const listeners = new Set<() => void>();

/** Read access; change the state only through `mutate` so persistence sees it. */
export function db(): Readonly<DbState> {
  return state;
}

export function mutate<T>(change: (s: DbState) => T): T {
  const result = change(state);
  listeners.forEach((l) => l());
  return result;
}

/** An area's own part of the state under `key`, made by `empty()` on first use. Change it only inside mutate(). */
export function areaState<T>(s: Readonly<DbState>, key: string, empty: () => T): T {
  const areas = (s as DbState).areas;
  if (!(key in areas)) areas[key] = empty();
  return areas[key] as T;
}

export function nextId(s: DbState): number {
  s.seq += 1;
  return s.seq;
}

/** A fresh store, and the server clock back to its environment default (a test's skew must not leak). */
export function resetDb(): void {
  state = emptyState();
  resetClockSkew();
  listeners.forEach((l) => l());
}

export function snapshot(): DbState {
  return JSON.parse(JSON.stringify(state)) as DbState;
}

/** Restores a snapshot; answers false (and leaves the state alone) when it is not one of ours. */
export function restore(saved: unknown): boolean {
  if (!isState(saved)) return false;
  state = { ...emptyState(), ...(JSON.parse(JSON.stringify(saved)) as DbState) };
  return true;
}

export function onDbChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DbState>;
  return v.version === 1 && typeof v.seq === 'number' && typeof v.sessions === 'object' && Array.isArray(v.ledger);
}

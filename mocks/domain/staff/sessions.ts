// Login sessions. Superseded tokens are kept so "logged in elsewhere" (4002) can be told from "unknown" (4001).
import { mockNow } from '@mocks/lib/clock';
import { db, mutate } from '@mocks/domain/store';
import { teamIdOf } from '@mocks/domain/org/org';
import { accountById, roleOf } from '@mocks/domain/staff/accounts';
import type { Account } from '@mocks/domain/staff/catalog';
import type { UserInfo } from '@/api/common';

export type TokenCheck =
  | { kind: 'ok'; account: Account; token: string }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'elsewhere' }
  | { kind: 'disabled' }
  | { kind: 'passwordReset' };

const MAX_SESSIONS = 200;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function userInfoOf(account: Account): UserInfo {
  const role = roleOf(account);
  return {
    id: account.id,
    username: account.username,
    nickname: account.nickname,
    type: account.type,
    // A merchant account's team follows its merchant (auth.md 5.4).
    merchantTeamId: teamIdOf(account),
    merchantId: account.merchantId,
    role: { ...role, permissions: [...role.permissions] },
  };
}

/** Starts a session; any earlier live session of the same user becomes "logged in elsewhere". */
export function openSession(account: Account): string {
  const token = randomToken();
  mutate((s) => {
    for (const record of Object.values(s.sessions)) {
      if (record.userId === account.id && record.status === 'active') record.status = 'superseded';
    }
    s.sessions[token] = { userId: account.id, status: 'active', at: mockNow() };
    prune(s.sessions);
  });
  return token;
}

export function closeSession(token: string): void {
  mutate((s) => {
    delete s.sessions[token];
  });
}

/** Ends a user's live sessions for an account change: their next call answers 4004 (disabled) or 4003. */
export function endSessions(userId: number, reason: 'disabled' | 'passwordReset'): void {
  mutate((s) => {
    for (const record of Object.values(s.sessions)) {
      if (record.userId === userId && record.status === 'active') record.status = reason;
    }
  });
}

export function checkAuthorization(header: string | null): TokenCheck {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token) return { kind: 'missing' };
  const record = db().sessions[token];
  if (!record) return { kind: 'invalid' };
  if (record.status === 'superseded') return { kind: 'elsewhere' };
  if (record.status !== 'active') return { kind: record.status };
  const account = accountById(record.userId);
  if (account?.disabled) return { kind: 'disabled' };
  return account ? { kind: 'ok', account, token } : { kind: 'invalid' };
}

// Keeps the persisted state small: the oldest superseded sessions go first.
function prune(sessions: Record<string, { status: string; at: number }>): void {
  const entries = Object.entries(sessions);
  if (entries.length <= MAX_SESSIONS) return;
  entries
    .sort(([, a], [, b]) => (a.status === b.status ? a.at - b.at : a.status === 'superseded' ? -1 : 1))
    .slice(0, entries.length - MAX_SESSIONS)
    .forEach(([token]) => delete sessions[token]);
}

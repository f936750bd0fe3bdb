// Players as the API shows them: the seed with the store's changes applied, and its merchant's current team and names
// (mocks/merchant/db/org.ts).
import { mockNow } from '@mocks/lib/clock';
import { dataHorizon } from '@mocks/lib/horizon';
import { round2 } from '@mocks/lib/random';
import { db, mutate, nextId, type PlayerPatch } from '@mocks/domain/store';
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { orgOf } from '@mocks/domain/org/org';
import { seedPlayer, seedPlayers, type PlayerSeed } from '@mocks/domain/players/seed-players';
import { terminalName } from '@mocks/domain/org/seed-org';
import type { PlayerInfo, PlayerRow } from '@/api/player';

export type Player = PlayerSeed & {
  merchantName: string;
  merchantTeamName: string;
  loginAt: number;
  updatedAt: number;
  patch: PlayerPatch;
};

function lastLogin(seed: PlayerSeed, now: number): number {
  const at = startOfToday(now) - seed.loginDaysAgo * DAY_MS + seed.loginSecond * 1000;
  // A login "later today" has not happened yet; show the previous day's instead. Under the whole-day horizon (tests,
  // bench) it has, as today's orders have, so the same players are online at 00:05 as at 23:55.
  return at > dataHorizon(now) ? at - DAY_MS : at;
}

function view(seed: PlayerSeed, now = mockNow()): Player {
  const patch = db().players[seed.id] ?? {};
  const loginAt = lastLogin(seed, now);
  const { rtpNotes: _notes, updatedAt, ...changes } = patch;
  return {
    ...seed,
    ...changes,
    ...orgOf(seed.merchantId),
    loginAt,
    updatedAt: Math.max(loginAt, updatedAt ?? 0),
    patch,
  };
}

export function getPlayer(id: number): Player | undefined {
  const seed = seedPlayer(id);
  return seed ? view(seed) : undefined;
}

export function allPlayers(): Player[] {
  const now = mockNow();
  return seedPlayers().map((seed) => view(seed, now));
}

export function toPlayerInfo(p: Player): PlayerInfo {
  return {
    id: p.id,
    playerName: p.playerName,
    nickName: p.nickName,
    type: p.type,
    merchantTeamName: p.merchantTeamName,
    platformName: terminalName(p.terminal),
    merchantName: p.merchantName,
    createTime: formatTime(p.createdAt),
    loginTime: formatTime(p.loginAt),
    updateTime: formatTime(p.updatedAt),
    walletType: p.walletType,
    walletMode: p.walletMode,
    currencyCode: p.currencyCode,
    balance: p.balance,
    ip: p.ip,
    ipName: p.ipName,
    state: p.state,
    reason: p.state === 0 ? p.reason : '',
    rtp: p.rtp,
    blackRtp: p.blackRtp,
  };
}

export function toPlayerRow(p: Player): PlayerRow {
  return { ...toPlayerInfo(p), merchantId: p.merchantId, merchantTeamId: p.merchantTeamId, terminal: p.terminal };
}

export type BalanceChange = { ok: true; balance: number } | { ok: false };

/** Applies a signed change and writes a 950 ledger row; refuses (changing nothing) below zero. */
export function changeBalance(player: Player, amount: number, remark: string, operator: string): BalanceChange {
  const before = player.balance;
  const after = round2(before + amount);
  if (after < 0) return { ok: false };
  mutate((s) => {
    const now = mockNow();
    s.players[player.id] = { ...s.players[player.id], balance: after, updatedAt: now };
    s.ledger.push({
      id: nextId(s),
      playerId: player.id,
      transType: 950,
      amount: round2(amount),
      balanceBefore: before,
      balanceAfter: after,
      at: now,
      remark,
      operator,
    });
  });
  return { ok: true, balance: after };
}

export function patchPlayer(id: number, change: PlayerPatch): void {
  mutate((s) => {
    s.players[id] = { ...s.players[id], ...change, updatedAt: mockNow() };
  });
}

/** type 1 sets RTP, type 0 BlackRtp; the note feeds the RTP list. */
export function setRtp(id: number, type: 0 | 1, rtp: number, remark: string, operator: string): void {
  mutate((s) => {
    const current = s.players[id] ?? {};
    const now = mockNow();
    const notes = { ...current.rtpNotes, [type]: { remark, operator, at: now } };
    s.players[id] = { ...current, [type === 1 ? 'rtp' : 'blackRtp']: rtp, rtpNotes: notes, updatedAt: now };
  });
}

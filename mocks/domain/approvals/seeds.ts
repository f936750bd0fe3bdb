// The seeds of operations.md 7.1: only the balance rule on, at 10,000 CNY; six balance requests made by `ops` (three
// pending, one of them over 50,000 CNY, then one approved, one rejected, one expired), timed back from the first read
// so that the pending ones are within the seeded 24 hours. They name CNY players other than 880001, which the
// journeys ask about, so a new request there is never refused as a second pending one. The approved one is older
// than the seeded balances, which include it (no ledger row is made for it).
import { mockNow } from '@mocks/lib/clock';
import { round2 } from '@mocks/lib/random';
import { HOUR_MS } from '@mocks/lib/time';
import { allPlayers, type Player } from '@mocks/domain/players/players';
import { FIRST_PLAYER_ID, XSS_PLAYER_ID } from '@mocks/domain/players/seed-players';
import { maskedParams } from '@mocks/domain/staff/operation-log';
import type { ApprovalRecord, ApprovalsState, StoredRule } from '@mocks/domain/approvals/records';
import { GUARDED_ACTIONS, THRESHOLD_ACTIONS, type ApprovalStatus, type GuardedAction } from '@/api/approvals';

const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');
export const SEEDED_EXPIRE_HOURS = 24;
/** The seeded maker (a type 1 operator, mocks/domain/staff/catalog.ts) and checker. */
export const SEED_MAKER = { id: 6, username: 'ops' };
const SEED_CHECKER = 'checker';

export function seedRules(): Record<GuardedAction, StoredRule> {
  const rule = (enabled: boolean, thresholdCny: number | null): StoredRule => ({
    enabled,
    thresholdCny,
    operator: 'admin',
    updatedAt: SEEDED_AT,
  });
  const rules = Object.fromEntries(
    GUARDED_ACTIONS.map((a) => [a, rule(false, THRESHOLD_ACTIONS.includes(a) ? 0 : null)]),
  ) as Record<GuardedAction, StoredRule>;
  return { ...rules, 'player.updateBalance': rule(true, 10000) };
}

type Seed = { amount: number; hoursAgo: number; status: ApprovalStatus; remark: string; checkerRemark?: string };

const SEEDS: readonly Seed[] = [
  { amount: 20000, hoursAgo: 1, status: 1, remark: '活动奖励补发' },
  { amount: 58000, hoursAgo: 2, status: 1, remark: 'VIP 充值未到账补单' },
  { amount: 12000, hoursAgo: 3, status: 1, remark: '客服补偿' },
  { amount: 15000, hoursAgo: 30, status: 2, remark: '线下充值入账', checkerRemark: '已核对银行流水' },
  { amount: 30000, hoursAgo: 20, status: 3, remark: '重复补单', checkerRemark: '与订单 #A1029 重复，驳回' },
  { amount: 25000, hoursAgo: 50, status: 5, remark: '周末活动奖励' },
];

function seededRequest(seed: Seed, index: number, player: Player, now: number): ApprovalRecord {
  const createdAt = now - seed.hoursAgo * HOUR_MS;
  const body = { playerId: player.id, balance: seed.amount, verifyCode: '123456', remark: seed.remark };
  const decided = seed.status === 2 || seed.status === 3;
  return {
    id: index + 1,
    action: 'player.updateBalance',
    module: 'player.page',
    targetType: 'player',
    targetId: String(player.id),
    targetName: player.nickName,
    params: maskedParams(JSON.stringify(body)),
    changes: [{ field: 'balance', before: player.balance, after: round2(player.balance + seed.amount) }],
    amountCny: seed.amount,
    reason: seed.remark,
    makerId: SEED_MAKER.id,
    makerName: SEED_MAKER.username,
    merchantTeamId: player.merchantTeamId,
    merchantId: player.merchantId,
    status: seed.status,
    checkerName: decided ? SEED_CHECKER : '',
    checkerRemark: seed.checkerRemark ?? '',
    resultMsg: seed.status === 2 ? '操作成功' : '',
    body,
    createdAt,
    expiresAt: createdAt + SEEDED_EXPIRE_HOURS * HOUR_MS,
    decidedAt: decided ? createdAt + HOUR_MS : null,
  };
}

export function seedApprovals(): ApprovalsState {
  const now = mockNow();
  const players = allPlayers().filter(
    (p) => p.currencyCode === 'CNY' && p.id !== FIRST_PLAYER_ID && p.id !== XSS_PLAYER_ID,
  );
  const requests = SEEDS.map((seed, i) => seededRequest(seed, i, players[i] as Player, now));
  return { seq: requests.length, rules: seedRules(), requests };
}

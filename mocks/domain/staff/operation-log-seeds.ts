// Seeded log rows older than the log's 7-day window (operations.md 7.2), so that a record's history shows what the
// operation log no longer lists: player 880001 and merchant 101 (the lowest id), by platform and merchant-side users.
// Generated on every read, dated back from today, never stored (mocks/README.md, "Data").
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { orgOfOwner } from '@mocks/domain/org/org';
import type { FieldChange, OpLogRow } from '@/api/system-logs';

// Far above the store's sequence, so a seeded id never meets a logged one.
const SEED_ID_BASE = 900_000_000;

type Seed = {
  daysAgo: number;
  user: [id: number, name: string, type: number, team: number, merchant: number];
  module: string;
  action: string;
  /** The action key checked, when it is not `<module>.<action>`. */
  permission?: string;
  url: string;
  target: [type: string, id: string];
  changes: FieldChange[];
  body: Record<string, unknown>;
};

const ADMIN: Seed['user'] = [1, 'admin', 1, 0, 0];
const TEAM: Seed['user'] = [2, 'team', 2, 1, 0];

const SEEDS: readonly Seed[] = [
  {
    daysAgo: 9,
    user: TEAM,
    module: 'player.page',
    action: 'update',
    url: '/api/player/update',
    target: ['player', '880001'],
    changes: [{ field: 'nickName', before: '龙哥', after: '龙哥88' }],
    body: { id: 880001, nickName: '龙哥88' },
  },
  {
    daysAgo: 16,
    user: ADMIN,
    module: 'player.info',
    action: 'updateBalance',
    permission: 'player.updateBalance',
    url: '/api/player/updateBalance',
    target: ['player', '880001'],
    changes: [{ field: 'balance', before: 9500, after: 10000 }],
    body: { playerId: 880001, balance: 500, remark: '活动补偿' },
  },
  {
    daysAgo: 30,
    user: ADMIN,
    module: 'player.rtp',
    action: 'save',
    url: '/api/player/rtp/save',
    target: ['player', '880001'],
    changes: [{ field: 'rtp', before: 96, after: 97 }],
    body: { playerId: 880001, type: 1, rtp: 97, remark: '回访' },
  },
  {
    daysAgo: 12,
    user: ADMIN,
    module: 'merchant.index',
    action: 'save',
    url: '/api/merchant/index/save',
    target: ['merchant', '101'],
    changes: [{ field: 'callbackUrl', before: 'https://jinlong.example/cb', after: 'https://api.jinlong.example/cb' }],
    body: { id: 101, callbackUrl: 'https://api.jinlong.example/cb' },
  },
  {
    daysAgo: 20,
    user: ADMIN,
    module: 'merchant.index',
    action: 'resetKey',
    url: '/api/merchant/index/resetKey',
    target: ['merchant', '101'],
    changes: [{ field: 'secretKey', before: '******', after: '******' }],
    body: { id: 101 },
  },
  {
    daysAgo: 45,
    user: ADMIN,
    module: 'merchant.index',
    action: 'disable',
    permission: 'merchant.index.changeStatus',
    url: '/api/merchant/index/changeStatus',
    target: ['merchant', '101'],
    changes: [{ field: 'status', before: 1, after: 0 }],
    body: { id: 101, status: 0 },
  },
];

/** The seeded rows, newest first, as of today. */
export function seededLogRows(): OpLogRow[] {
  const today = startOfToday();
  return SEEDS.map((s, i) => {
    const [userId, username, userType, merchantTeamId, merchantId] = s.user;
    const [targetType, targetId] = s.target;
    return {
      id: SEED_ID_BASE + i + 1,
      userId,
      username,
      userType,
      merchantId,
      ...orgOfOwner({ merchantTeamId, merchantId }),
      module: s.module,
      action: s.action,
      permission: s.permission ?? `${s.module}.${s.action}`,
      method: 'POST',
      url: s.url,
      params: JSON.stringify(s.body),
      status: 1 as const,
      message: '操作成功',
      ip: '10.0.8.21',
      ipName: '内网',
      costMs: 35 + i * 7,
      operTime: formatTime(today - s.daysAgo * DAY_MS + (10 + i) * 3_600_000),
      targetType,
      targetId,
      changes: s.changes,
      approvalId: null,
      checkerName: '',
    };
  }).sort((a, b) => b.operTime.localeCompare(a.operTime));
}

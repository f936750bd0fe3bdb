// 600 players (880001..880600), generated once from fixed seeds; the store layers changes on top.
import { createRng, round2 } from '@mocks/lib/random';
import { CITIES, CURRENCIES, MERCHANTS } from '@mocks/domain/org/seed-org';

export type PlayerSeed = {
  id: number;
  playerName: string;
  nickName: string;
  type: number;
  merchantId: number;
  merchantTeamId: number;
  terminal: number;
  walletType: 1 | 2 | 3;
  walletMode: number;
  currencyCode: string;
  balance: number;
  ip: string;
  ipName: string;
  state: number;
  reason: string;
  rtp: number;
  blackRtp: number;
  /** Fixed creation instant, so it does not move from day to day. */
  createdAt: number;
  /** Days before today of the last login (0 = today) and its second of that day. */
  loginDaysAgo: number;
  loginSecond: number;
  /** Chance of playing on a given day. */
  activity: number;
};

export const FIRST_PLAYER_ID = 880001;
export const PLAYER_COUNT = 600;
export const XSS_PLAYER_ID = 880013;

const NICK_WORDS = [
  'Lucky',
  'Tiger',
  'Dragon',
  'Ace',
  'Neko',
  'Jade',
  'Storm',
  'Mango',
  'Samba',
  'Lotus',
  '小龙',
  '发财',
  '金鱼',
  '阿强',
  '好运',
  'Sorte',
  'Chuva',
  'Sawasdee',
  'Pho',
  'Moon',
];
const FREEZE_REASONS = ['异常投注，风控冻结', '多账户关联', '商户申请冻结', 'Chargeback under review'];
const CREATED_ANCHOR = Date.UTC(2025, 0, 1) - 8 * 3_600_000;

function makePlayer(id: number): PlayerSeed {
  const rng = createRng('player', id);
  const merchant = rng.pick(MERCHANTS);
  const currencyCode = rng.chance(0.85) ? merchant.currencyCode : rng.pick(CURRENCIES).code;
  const rate = CURRENCIES.find((c) => c.code === currencyCode)?.rate ?? 1;
  const [ipName, prefix] = rng.pick(CITIES[currencyCode] ?? CITIES.CNY ?? []);
  const frozen = rng.chance(0.04);
  const walletType = rng.weighted<1 | 2 | 3>([
    [3, 6],
    [2, 3],
    [1, 1],
  ]);
  const balanceCny = rng.chance(0.1) ? 0 : Math.pow(rng.next(), 2) * 50_000;
  const nick = `${rng.pick(NICK_WORDS)}${rng.pick(NICK_WORDS)}${rng.int(1, 999)}`;
  return {
    id,
    playerName: `${merchant.name.replace(/\s+/g, '').slice(0, 6).toLowerCase()}_${(id * 7919).toString(36)}`,
    nickName: nick,
    type: rng.chance(0.06) ? 2 : 1,
    merchantId: merchant.id,
    merchantTeamId: merchant.merchantTeamId,
    terminal: rng.weighted([
      [1, 3],
      [2, 1],
      [3, 2],
      [4, 2],
      [6, 4],
      [7, 3],
      [8, 1],
      [9, 1],
      [-1, 0.3],
    ]),
    walletType,
    walletMode: (walletType === 2 && rng.chance(0.25)) || rng.chance(0.03) ? 2 : 1,
    currencyCode,
    balance: round2(balanceCny / rate),
    ip: `${prefix}.${rng.int(1, 254)}.${rng.int(1, 254)}`,
    ipName,
    state: frozen ? 0 : 1,
    reason: frozen ? rng.pick(FREEZE_REASONS) : '',
    rtp: rng.weighted([
      [10000, 85],
      [9000, 10],
      [8500, 5],
    ]),
    blackRtp: 10000,
    createdAt: CREATED_ANCHOR + rng.int(0, 600) * 86_400_000 + rng.int(0, 86_399) * 1000,
    loginDaysAgo: rng.weighted([
      [0, 5],
      [1, 3],
      [2, 2],
      [5, 1],
      [12, 1],
    ]),
    loginSecond: rng.int(0, 86_399),
    activity: rng.float(0.25, 0.9),
  };
}

// The first player is the one the console's docs and tests use: a real, active transfer-wallet CNY account.
const FIXED: Record<number, Partial<PlayerSeed>> = {
  880001: {
    playerName: 'jinlong_demo01',
    nickName: '幸运小龙',
    type: 1,
    merchantId: 101,
    merchantTeamId: 1,
    terminal: 1,
    walletType: 3,
    walletMode: 1,
    currencyCode: 'CNY',
    balance: 10268.35,
    ip: '113.88.23.57',
    ipName: '中国 广东 深圳',
    state: 1,
    reason: '',
    rtp: 10000,
    blackRtp: 10000,
    loginDaysAgo: 0,
    // 00:05:00 so the demo player has logged in today (and is online) whatever the hour the tests run.
    loginSecond: 300,
    activity: 1,
  },
  [XSS_PLAYER_ID]: { nickName: '<img src=x onerror=alert(1)>' },
};

let cache: readonly PlayerSeed[] | null = null;

export function seedPlayers(): readonly PlayerSeed[] {
  cache ??= Array.from({ length: PLAYER_COUNT }, (_, i) => {
    const id = FIRST_PLAYER_ID + i;
    return { ...makePlayer(id), ...FIXED[id] };
  });
  return cache;
}

export function seedPlayer(id: number): PlayerSeed | undefined {
  const index = id - FIRST_PLAYER_ID;
  return Number.isInteger(index) && index >= 0 && index < PLAYER_COUNT ? seedPlayers()[index] : undefined;
}

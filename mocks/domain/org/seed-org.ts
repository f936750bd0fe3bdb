// The seeds of merchant teams, merchants, currencies and the look-up tables players are drawn from. Teams and merchants
// are read through their stored set (mocks/merchant/db/org.ts: these seeds plus the merchant pages' edits); only the
// generated data (players, their fee terms) is drawn from the seeds themselves.
import type { Lang } from '@mocks/lib/i18n';

export type MerchantTeam = { id: number; name: string };
export type Merchant = {
  id: number;
  name: string;
  merchantTeamId: number;
  currencyCode: string;
  /** The AppID the game API knows the merchant by. */
  code: string;
  merchantType: 1 | 2;
  walletType: 1 | 2 | 3;
};
export type Currency = { code: string; symbol: string; rate: number; names: Record<Lang, string> };

export const MERCHANT_TEAMS: readonly MerchantTeam[] = [
  { id: 1, name: '金龙团队' },
  { id: 2, name: 'Lucky Star Group' },
  { id: 3, name: 'Samba Gaming' },
  { id: 4, name: 'Siam Partners' },
];

const merchant = (
  id: number,
  name: string,
  merchantTeamId: number,
  currencyCode: string,
  code: string,
  merchantType: 1 | 2,
  walletType: 1 | 2 | 3,
): Merchant => ({ id, name, merchantTeamId, currencyCode, code, merchantType, walletType });

export const MERCHANTS: readonly Merchant[] = [
  merchant(101, '金龙娱乐', 1, 'CNY', 'jinlong', 1, 3),
  merchant(102, '福星棋牌', 1, 'CNY', 'fuxing', 1, 2),
  merchant(103, '盛世游戏', 1, 'CNY', 'shengshi', 1, 1),
  merchant(201, 'StarBet', 2, 'USD', 'starbet', 2, 3),
  merchant(202, 'LuckyPlay', 2, 'USD', 'luckyplay', 2, 2),
  merchant(203, 'Pacific Spins', 2, 'CNY', 'pacific_spins', 2, 3),
  merchant(301, 'BrasilBet', 3, 'BRL', 'brasilbet', 2, 3),
  merchant(302, 'Carnaval Slots', 3, 'BRL', 'carnaval_slots', 2, 2),
  merchant(303, 'Rio Jackpot', 3, 'BRL', 'rio_jackpot', 2, 3),
  merchant(401, 'Siam Royal', 4, 'THB', 'siam_royal', 2, 3),
  merchant(402, 'Bangkok Win', 4, 'THB', 'bangkok_win', 2, 1),
  merchant(403, 'Saigon Play', 4, 'VND', 'saigon_play', 2, 2),
];

/** `rate` is how many CNY one unit is worth. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'CNY', symbol: '¥', rate: 1, names: { 'zh-CN': '人民币', 'en-US': 'Chinese Yuan', 'pt-BR': 'Yuan chinês' } },
  {
    code: 'USD',
    symbol: '$',
    rate: 7.12,
    names: { 'zh-CN': '美元', 'en-US': 'US Dollar', 'pt-BR': 'Dólar americano' },
  },
  {
    code: 'BRL',
    symbol: 'R$',
    rate: 1.31,
    names: { 'zh-CN': '巴西雷亚尔', 'en-US': 'Brazilian Real', 'pt-BR': 'Real' },
  },
  { code: 'THB', symbol: '฿', rate: 0.2, names: { 'zh-CN': '泰铢', 'en-US': 'Thai Baht', 'pt-BR': 'Baht tailandês' } },
  {
    code: 'VND',
    symbol: '₫',
    rate: 0.00028,
    names: { 'zh-CN': '越南盾', 'en-US': 'Vietnamese Dong', 'pt-BR': 'Dong vietnamita' },
  },
];

export const TERMINALS: readonly { code: number; name: string }[] = [
  { code: 1, name: 'Web-Windows' },
  { code: 2, name: 'Web-macOS' },
  { code: 3, name: 'Web-Android' },
  { code: 4, name: 'Web-iOS' },
  { code: 6, name: 'App-Android' },
  { code: 7, name: 'App-iOS' },
  { code: 8, name: 'App-Window' },
  { code: 9, name: 'App-macOS' },
  { code: -1, name: 'Other' },
];

export function terminalName(code: number): string {
  return TERMINALS.find((t) => t.code === code)?.name ?? 'Other';
}

/** City names per currency region, with an IPv4 prefix that roughly fits the region. */
export const CITIES: Record<string, readonly (readonly [string, string])[]> = {
  CNY: [
    ['中国 广东 深圳', '113.88'],
    ['中国 上海', '101.86'],
    ['中国 北京', '123.112'],
    ['中国 浙江 杭州', '115.192'],
    ['中国 四川 成都', '171.214'],
    ['中国 福建 厦门', '120.41'],
  ],
  USD: [
    ['Philippines Manila', '112.198'],
    ['Singapore', '103.252'],
    ['Cambodia Phnom Penh', '103.216'],
  ],
  BRL: [
    ['Brasil São Paulo', '177.72'],
    ['Brasil Rio de Janeiro', '179.218'],
    ['Brasil Belo Horizonte', '189.6'],
  ],
  THB: [
    ['Thailand Bangkok', '49.228'],
    ['Thailand Chiang Mai', '171.96'],
    ['Thailand Phuket', '110.164'],
  ],
  VND: [
    ['Vietnam Ho Chi Minh City', '113.161'],
    ['Vietnam Hanoi', '14.160'],
    ['Vietnam Da Nang', '27.72'],
  ],
};

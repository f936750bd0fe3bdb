// Wire shapes fixed by shared/api/contract.md; the console, the mock and any real backend agree on these.

export type Envelope<T = unknown> = { state: number; msg: string; result: T };

export const STATE = {
  success: 1,
  error: 0,
  authNotFound: 4000,
  authInvalid: 4001,
  loggedInElsewhere: 4002,
  passwordReset: 4003,
  userDisabled: 4004,
} as const;

/** 1 admin, 2 merchant team, 3 merchant */
export type UserType = 1 | 2 | 3;

export type Role = { id: number; name: string; permissions: string[] };

export type UserInfo = {
  id: number;
  username: string;
  nickname: string;
  type: UserType;
  /** The data scope: a type 2 user's team, a type 3 user's merchant and its team; 0 when not bound. */
  merchantTeamId: number;
  merchantId: number;
  role: Role;
};

export type LoginRequest = { username: string; password: string; code?: string };
export type LoginResult = { token: string; userInfo: UserInfo };

export type MenuItem = {
  id: number;
  parentId: number;
  path: string;
  permission: string;
  component: string;
  title: string;
  icon: string;
  keepAlive: boolean | 0 | 1;
  hidden: boolean | 0 | 1;
  redirect?: string;
  sort?: number;
  children?: MenuItem[];
};

export type InitSelectData = {
  merchantTeamList: { id: number; name: string }[];
  merchantList: { id: number; name: string; merchantTeamId: number }[];
  currencyList: { code: string; name: string; symbol: string }[];
  currencyRateList: { currencyCode: string; rate: number }[];
  gameList: { gid: number; name: string }[];
};

export type ListResult<T> = { list: T[]; total: number; summary?: Partial<T> };

export type ExportTask = {
  id: number;
  fileName: string;
  status: number;
  statusText: string;
  fileUrl: string;
};

export type PlayerInfo = {
  id: number;
  playerName: string;
  nickName: string;
  type: number;
  merchantTeamName: string;
  platformName: string;
  merchantName: string;
  createTime: string;
  loginTime: string;
  updateTime: string;
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
};

export type BetOrder = {
  id: string;
  pid: string;
  gameName: string;
  currencyCode: string;
  betAmount: number;
  boundsAmount: number;
  winAmount: number;
  isRespin: number;
  isFreeRespin: number;
  prizePoolAmount: number;
  prizePoolWinAmount: number;
  betTime: string;
  balanceTime: string;
  updateTime: string;
};

export type GameStatsRow = {
  gameName: string;
  currencyCode: string;
  betAmount: number;
  boundsAmount: number;
  userWinAmount: number;
  companyWinAmount: number;
  betCount: number;
  roundCount: number;
  clearCount: number;
  clearCountFree: number;
  updateTime: string;
};

export type OnlineLogRow = {
  gameName: string;
  platformName: string;
  startTime: string;
  endTime: string;
  durationStr: string;
  ip: string;
  ipName: string;
};

export type BalanceLogRow = {
  currencyCode: string;
  transTypeName: string;
  balanceBefore: number;
  amount: number;
  balanceAfter: number;
  tradeTime: string;
  refId: string;
  remark: string;
};

export type WalletTransferRow = {
  tradeTime: string;
  finishTime: string;
  currencyCode: string;
  tradeTypeName: string;
  tradeAmount: number;
  balanceBefore: number;
  balanceAfter: number;
  tradeState: number;
  tradeStateName: string;
  message: string;
  updateTime: string;
  ip: string;
  ipName: string;
};

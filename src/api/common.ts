// Wire shapes of the session and shell calls and of every list (shared/api/contract.md): the console and the mock
// both import them, so the two cannot drift apart. Area calls have their own file beside this one.

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
  /** `decimals` (the currency's precision) is an addition the mock sends for the currency config form. */
  currencyList: { code: string; name: string; symbol: string; decimals?: number }[];
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

// Wire rows of the system area's log pages (back-office system.md 4.7-4.8).
export type OpLogRow = {
  id: number;
  userId: number;
  username: string;
  userType: number;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  /** The page key (`game.index`), or `auth` for login and logout. */
  module: string;
  action: string;
  /** The action key checked, `''` when none. */
  permission: string;
  method: string;
  url: string;
  /** The JSON body, at most 2000 characters, secrets masked. */
  params: string;
  status: 0 | 1;
  message: string;
  ip: string;
  ipName: string;
  costMs: number;
  operTime: string;
  /** The record the call changed (operations.md 7.2): `player` + player id, `merchant` + id, ...; `''` for none. */
  targetType: string;
  targetId: string;
  /** Only the fields the call changed; a create has `before: null`, a remove `after: null`. */
  changes: FieldChange[];
  /** Set on a change applied by an approval (7.1), and on the request's and the decision's rows. */
  approvalId: number | null;
  checkerName: string;
};

/** One field of a record before and after a call (operations.md 7.1 `changes`, 7.2). */
export type FieldChange = { field: string; before: unknown; after: unknown };

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type RuntimeLogRow = {
  id: string;
  /** Epoch milliseconds. */
  time: number;
  level: LogLevel;
  service: string;
  node: string;
  traceId: string;
  logger: string;
  thread: string;
  message: string;
  /** `''` unless ERROR. */
  stack: string;
};

// Wire rows of the merchant area's merchant and team pages (back-office merchant.md 2.1, 2.2, 2.6).

/** A merchant as every answer but two shows it: the secret only masked. */
export type MerchantRow = {
  id: number;
  name: string;
  /** The merchant's AppID for the game API: `^[a-z0-9_]{3,20}$`, fixed once created. */
  code: string;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantType: 1 | 2;
  /** The main currency, fixed once created. */
  currencyCode: string;
  /** Integration mode, fixed once created. */
  walletType: 1 | 2 | 3;
  callbackUrl: string;
  whiteIps: string[];
  /** e.g. `a3f0****9c2e`. */
  secretKeyMasked: string;
  contact: string;
  playerCount: number;
  status: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
  operator: string;
};

/** The create answer: the saved row plus the new secret, shown once (2.6). */
export type MerchantCreated = MerchantRow & { secretKey: string };

/** resetKey's answer: the new secret, shown once. */
export type MerchantKeyReset = { secretKey: string };

export type MerchantSaveInput = Pick<
  MerchantRow,
  | 'name'
  | 'code'
  | 'merchantTeamId'
  | 'merchantType'
  | 'currencyCode'
  | 'walletType'
  | 'callbackUrl'
  | 'whiteIps'
  | 'contact'
  | 'status'
  | 'remark'
> & {
  id?: number;
  /** On create only: the first fee terms (merchant.md 2.1, 2.3), in force from the month of creation. */
  cooperationType?: 1 | 2;
  rate?: number;
};

export type TeamRow = {
  id: number;
  name: string;
  contact: string;
  /** Merchants with this `merchantTeamId`; a team with any cannot be removed. */
  merchantCount: number;
  playerCount: number;
  status: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
  operator: string;
};

export type TeamSaveInput = Pick<TeamRow, 'name' | 'contact' | 'status' | 'remark'> & { id?: number };

/** The merchant checks both the form and the server make (2.1). */
export const MERCHANT_CODE_PATTERN = /^[a-z0-9_]{3,20}$/;
export const MERCHANT_LIMITS = { name: 30, callbackUrl: 200, whiteIps: 20, contact: 100, remark: 200 } as const;
export const TEAM_LIMITS = { name: 30, contact: 100, remark: 200 } as const;

// Wire types of the four-eyes approvals (back-office operations.md 7.1): the rules, the requests and what a guarded
// call answers instead of applying.

/** The guarded actions: each is the key its call already checks. */
export type ApprovalAction =
  | 'player.updateBalance'
  | 'player.rtp.save'
  | 'control.game.save'
  | 'control.combineLogic.save'
  | 'merchant.rate.save'
  | 'merchant.bill.adjust'
  | 'merchant.bill.pay';

export type ApprovalRule = {
  action: ApprovalAction;
  enabled: boolean;
  /** CNY, 2 decimals, where the rule has a threshold (balance, bill adjust); null elsewhere. */
  thresholdCny: number | null;
  operator: string;
  updateTime: string;
};

export type ApprovalRuleSave = { action: ApprovalAction; enabled: boolean; thresholdCny?: number };

/** 1 pending, 2 approved, 3 rejected, 4 withdrawn, 5 expired, 6 failed. */
export type ApprovalStatus = 1 | 2 | 3 | 4 | 5 | 6;

export type ApprovalTargetType = 'player' | 'game' | 'combineLogic' | 'rate' | 'bill';

export type FieldChange = { field: string; before: unknown; after: unknown };

export type ApprovalRow = {
  id: number;
  action: ApprovalAction;
  /** The page key of the page that shows the record. */
  module: string;
  targetType: ApprovalTargetType;
  targetId: string;
  targetName: string;
  params: Record<string, unknown>;
  changes: FieldChange[];
  amountCny: number | null;
  reason: string;
  makerId: number;
  makerName: string;
  merchantTeamId: number | null;
  merchantId: number | null;
  status: ApprovalStatus;
  checkerName: string;
  checkerRemark: string;
  resultMsg: string;
  createTime: string;
  expireTime: string;
  decideTime: string;
};

/** What a guarded call answers (state 1) when it became a request instead of applying. */
export type ApprovalSubmitted = { approvalId: number; status: 1 };

export type ApprovalDecision = { status: 2 | 6; resultMsg: string };

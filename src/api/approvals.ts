// Wire shapes of four-eyes approvals (back-office operations.md 7.1, `system.approval`): the console and the mock
// both import them. A guarded call answers `GuardedAnswer` instead of its usual result.
import type { FieldChange } from '@/api/system-logs';

export type { FieldChange };

/** The actions a rule can guard: the action key each call already checks (README 0.5). */
export const GUARDED_ACTIONS = [
  'player.updateBalance',
  'player.rtp.save',
  'control.game.save',
  'control.combineLogic.save',
  'merchant.rate.save',
  'merchant.bill.adjust',
  'merchant.bill.pay',
] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];

/** The rules whose `thresholdCny` is a number; every other rule's is null (sending one is refused). */
export const THRESHOLD_ACTIONS: readonly GuardedAction[] = ['player.updateBalance', 'merchant.bill.adjust'];

export const APPROVAL_STATUS = {
  pending: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  expired: 5,
  failed: 6,
} as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

/** The kind of record a request changes, and the page key of the page that shows it (`module`). */
export type ApprovalTargetType = 'player' | 'game' | 'combineLogic' | 'rate' | 'bill';
export type ApprovalModule =
  'player.page' | 'control.game' | 'control.combineLogic' | 'merchant.rate' | 'merchant.bill';

export type ApprovalRow = {
  id: number;
  action: GuardedAction;
  module: ApprovalModule;
  targetType: ApprovalTargetType;
  /** The player id, `gameId`, `gameId:tier`, `merchantId` or bill id, as text. */
  targetId: string;
  targetName: string;
  /** The call's body as JSON, masked like the operation log's `params` (system.md 4.7). */
  params: string;
  /** The record's values when the request was made and what the call would set. */
  changes: FieldChange[];
  /** The guarded amount in CNY (today's rate), or null for a rule without one. */
  amountCny: number | null;
  /** The call's own remark or reason. */
  reason: string;
  makerId: number;
  makerName: string;
  /** The target's, for scope (README 0.4). */
  merchantTeamId: number;
  merchantId: number;
  status: ApprovalStatus;
  checkerName: string;
  checkerRemark: string;
  resultMsg: string;
  createTime: string;
  expireTime: string;
  /** `''` until decided (approved, rejected, withdrawn or failed). */
  decideTime: string;
};

export type ApprovalRule = {
  action: GuardedAction;
  enabled: boolean;
  thresholdCny: number | null;
  operator: string;
  updateTime: string;
};

export type ApprovalRulesResult = { list: ApprovalRule[] };
export type ApprovalRuleSaveRequest = { action: GuardedAction; enabled: boolean; thresholdCny?: number | null };

export type ApprovalListQuery = {
  current?: number;
  pageSize?: number;
  status?: ApprovalStatus;
  action?: GuardedAction;
  /** 1 = made by me. */
  mine?: 1;
  /** Create time, `start,end` (README 0.2); default the last 7 days, at most 31. */
  date?: string;
};

export type ApprovalPendingQuery = { targetType: ApprovalTargetType; targetId: string };
export type ApprovalPendingResult = { list: ApprovalRow[] };
export type ApprovalCountResult = { pending: number };

export type ApprovalApproveRequest = { id: number; remark?: string };
/** Approve answers state 1 whether the replayed call applied (2) or was refused (6, `resultMsg` = the refusal). */
export type ApprovalApproveResult = { status: 2 | 6; resultMsg: string };
/** `remark` is 4-200 characters once trimmed. */
export type ApprovalRejectRequest = { id: number; remark: string };
export type ApprovalWithdrawRequest = { id: number };

/** What a guarded call answers (state 1) instead of applying. */
export type GuardedAnswer = { approvalId: number; status: 1 };

export const REMARK_MIN = 4;
export const REMARK_MAX = 200;

// Calls the approvals' tests share: sign-ins, the approvals endpoints, a player's balance and a balance request.
import { call, login } from '@mocks/tests/client';
import type { ApprovalApproveResult, ApprovalRow, GuardedAnswer } from '@/api/approvals';
import type { ListResult } from '@/api/common';

export const approvalApi = (token: string, lang = 'zh-CN') => ({
  list: (query: Record<string, string | number> = {}) =>
    call<ListResult<ApprovalRow>>('/api/system/approval/list', { token, lang, query: { pageSize: 100, ...query } }),
  detail: (id: number) => call<ApprovalRow>('/api/system/approval/detail', { token, lang, query: { id } }),
  count: async () => (await call<{ pending: number }>('/api/system/approval/count', { token, lang })).result?.pending,
  pending: (targetType: string, targetId: string | number) =>
    call<{ list: ApprovalRow[] }>('/api/system/approval/pending', {
      token,
      lang,
      query: { targetType, targetId: String(targetId) },
    }),
  approve: (id: number, remark?: string) =>
    call<ApprovalApproveResult>('/api/system/approval/approve', { token, lang, body: { id, remark } }),
  reject: (id: number, remark: string) =>
    call<null>('/api/system/approval/reject', { token, lang, body: { id, remark } }),
  withdraw: (id: number) => call<null>('/api/system/approval/withdraw', { token, lang, body: { id } }),
  saveRule: (action: string, enabled: boolean, thresholdCny?: number | null) =>
    call('/api/system/approval/rules/save', { token, lang, body: { action, enabled, thresholdCny } }),
  balance: async (playerId: number) =>
    (await call<{ balance: number }>('/api/player/balance', { token, query: { playerId } })).result.balance,
  updateBalance: (playerId: number, balance: number, remark = 'approval test') =>
    call<GuardedAnswer | null>('/api/player/updateBalance', {
      token,
      lang,
      body: { playerId, balance, verifyCode: '8888', remark },
    }),
});

/** `ops` (the seeds' maker, 平台管理员) and `checker` (复核员) signed in, with their calls. */
export async function makerAndChecker(lang = 'zh-CN') {
  return { ops: approvalApi(await login('ops'), lang), checker: approvalApi(await login('checker'), lang) };
}

// The approvals' own texts (operations.md 7.1), in the request's language: the submitted answer and every refusal of
// the rules and of deciding. One table for the domain floor and the system area's handlers.
import { messageTable, type Texts } from '@mocks/lib/i18n';

const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const MESSAGES = {
  submitted: t('已提交审批，编号 {id}', 'Submitted for approval #{id}', 'Enviado para aprovação nº {id}'),
  duplicatePending: t(
    '该记录已有待审批的申请 #{id}',
    'This record already has a pending request #{id}',
    'Este registro já tem uma solicitação pendente nº {id}',
  ),
  notFound: t('审批申请不存在', 'Approval request not found', 'Solicitação de aprovação não encontrada'),
  ownRequest: t(
    '不能审批自己提交的申请',
    'You cannot decide a request of your own',
    'Você não pode decidir uma solicitação sua',
  ),
  notPending: t(
    '该申请已不是待审批状态',
    'This request is no longer pending',
    'Esta solicitação não está mais pendente',
  ),
  expired: t('该申请已过期', 'This request has expired', 'Esta solicitação expirou'),
  notMaker: t(
    '只有提交人可以撤回申请',
    'Only the maker can withdraw a request',
    'Só quem fez a solicitação pode retirá-la',
  ),
  remarkLength: t(
    '审批意见须为 4 到 200 个字符',
    'The remark must have 4 to 200 characters',
    'A observação deve ter de 4 a 200 caracteres',
  ),
  ruleNotFound: t('审批规则不存在', 'Approval rule not found', 'Regra de aprovação não encontrada'),
  enabledInvalid: t('启用状态须为布尔值', 'Enabled must be true or false', 'Ativo deve ser verdadeiro ou falso'),
  thresholdInvalid: t(
    '金额阈值须为不小于0的数，最多2位小数',
    'The threshold must be a number of at least 0 with at most 2 decimals',
    'O limite deve ser um número de pelo menos 0 com no máximo 2 casas decimais',
  ),
  thresholdNotAllowed: t('该规则没有金额阈值', 'This rule has no threshold', 'Esta regra não tem limite'),
  targetInvalid: t('请指定记录', 'Name the record', 'Informe o registro'),
  makerGone: t(
    '提交人账号已不可用',
    "The maker's account is no longer usable",
    'A conta de quem fez a solicitação não está mais disponível',
  ),
} satisfies Record<string, Texts>;

export type ApprovalMsgKey = keyof typeof MESSAGES;
export const approvalMessage = messageTable(MESSAGES);

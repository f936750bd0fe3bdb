// Server texts of the risk pages (control.bet, control.gameRtpCorrection), in the request's language.
import { messageTable } from '@mocks/lib/i18n';

export const riskMessage = messageTable({
  reviewIds: {
    'zh-CN': '请选择 1 到 {max} 笔注单',
    'en-US': 'Select 1 to {max} bets',
    'pt-BR': 'Selecione de 1 a {max} apostas',
  },
  reviewStatus: {
    'zh-CN': '请选择审核结果（正常或异常）',
    'en-US': 'Choose a review result (normal or abnormal)',
    'pt-BR': 'Escolha um resultado da revisão (normal ou anormal)',
  },
  reviewRemark: {
    'zh-CN': '标记为异常须填写 4 到 200 个字符的备注，备注不能超过 200 个字符',
    'en-US': 'Marking as abnormal needs a remark of 4 to 200 characters; a remark cannot exceed 200 characters',
    'pt-BR': 'Marcar como anormal exige uma observação de 4 a 200 caracteres; a observação não pode exceder 200',
  },
  reviewNotRisk: {
    'zh-CN': '注单 {id} 不是风控注单',
    'en-US': 'Bet {id} is not a risk bet',
    'pt-BR': 'A aposta {id} não é uma aposta de risco',
  },
  gameRequired: { 'zh-CN': '请选择游戏', 'en-US': 'Choose a game', 'pt-BR': 'Escolha um jogo' },
  afterRtpRange: {
    'zh-CN': '修正后RTP须在 {min}% 到 {max}% 之间，最多 2 位小数',
    'en-US': 'The corrected RTP must be between {min}% and {max}%, with at most 2 decimals',
    'pt-BR': 'O RTP corrigido deve estar entre {min}% e {max}%, com no máximo 2 decimais',
  },
  correctionRemark: {
    'zh-CN': '修正原因须为 4 到 200 个字符',
    'en-US': 'The reason must be 4 to 200 characters',
    'pt-BR': 'O motivo deve ter de 4 a 200 caracteres',
  },
  correctionDays: {
    'zh-CN': '时间不能超过31天',
    'en-US': 'The time range cannot exceed 31 days',
    'pt-BR': 'O intervalo de tempo não pode exceder 31 dias',
  },
});

export type RiskMessageKey = Parameters<typeof riskMessage>[1];

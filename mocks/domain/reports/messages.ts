// Server texts of the report calls, in the request's language (like mocks/lib/i18n.ts, kept with the report mock).
import { messageTable, type Lang } from '@mocks/lib/i18n';

const MESSAGES = {
  dayRangeTooLong: {
    'zh-CN': '日报查询范围不能超过31天',
    'en-US': 'A daily report cannot span more than 31 days',
    'pt-BR': 'Um relatório diário não pode abranger mais de 31 dias',
  },
  monthRangeTooLong: {
    'zh-CN': '月报查询范围不能超过12个月',
    'en-US': 'A monthly report cannot span more than 12 months',
    'pt-BR': 'Um relatório mensal não pode abranger mais de 12 meses',
  },
  handleRemarkLength: {
    'zh-CN': '处理备注须为 4 到 200 个字符',
    'en-US': 'The remark must be 4 to 200 characters',
    'pt-BR': 'A observação deve ter de 4 a 200 caracteres',
  },
  handleDayOnly: {
    'zh-CN': '只能处理日报记录',
    'en-US': 'Only daily rows can be handled',
    'pt-BR': 'Somente linhas diárias podem ser tratadas',
  },
  diffRowNotFound: {
    'zh-CN': '对账记录不存在',
    'en-US': 'Reconciliation row not found',
    'pt-BR': 'Linha de conciliação não encontrada',
  },
} satisfies Record<string, Record<Lang, string>>;

export type ReportMsgKey = keyof typeof MESSAGES;

export const reportMessage = messageTable(MESSAGES);

// Server texts of the merchant.bill calls, in the request's language (like mocks/lib/i18n.ts, kept with the bills).
import { messageTable } from '@mocks/lib/i18n';

export const billMessage = messageTable({
  monthInvalid: { 'zh-CN': '请选择月份', 'en-US': 'Choose a month', 'pt-BR': 'Escolha um mês' },
  monthNotCompleted: {
    'zh-CN': '只能生成已结束月份的账单',
    'en-US': 'Bills can only be generated for a month that has ended',
    'pt-BR': 'Só é possível gerar faturas de um mês já encerrado',
  },
  monthNoData: {
    'zh-CN': '该月份没有数据',
    'en-US': 'There is no data for that month',
    'pt-BR': 'Não há dados para esse mês',
  },
  billNotFound: { 'zh-CN': '账单不存在', 'en-US': 'Bill not found', 'pt-BR': 'Fatura não encontrada' },
  billWrongStatus: {
    'zh-CN': '账单当前状态不允许此操作',
    'en-US': 'The bill’s status does not allow this action',
    'pt-BR': 'O status da fatura não permite esta ação',
  },
  adjustAmountInvalid: {
    'zh-CN': '调整金额须在 -1000000000 到 1000000000 之间，最多 2 位小数，且不为 0',
    'en-US': 'The adjustment must be between -1000000000 and 1000000000, with at most 2 decimals, and not 0',
    'pt-BR': 'O ajuste deve estar entre -1000000000 e 1000000000, com no máximo 2 decimais, e não ser 0',
  },
  paidAmountInvalid: {
    'zh-CN': '收款金额须大于 0，最多 2 位小数',
    'en-US': 'The amount received must be above 0, with at most 2 decimals',
    'pt-BR': 'O valor recebido deve ser maior que 0, com no máximo 2 decimais',
  },
  paidNothingDue: {
    'zh-CN': '该账单无应付款项（应付金额为 0 或负数），收款金额须为 0',
    'en-US': 'Nothing is due on this bill (payable 0 or below): the amount received must be 0',
    'pt-BR': 'Nada é devido nesta fatura (valor a pagar 0 ou negativo): o valor recebido deve ser 0',
  },
  remarkLength: {
    'zh-CN': '备注须为 4 到 200 个字符',
    'en-US': 'The remark must be 4 to 200 characters',
    'pt-BR': 'A observação deve ter de 4 a 200 caracteres',
  },
  remarkTooLong: {
    'zh-CN': '备注不能超过 200 个字符',
    'en-US': 'The remark cannot exceed 200 characters',
    'pt-BR': 'A observação não pode exceder 200 caracteres',
  },
  emoji: {
    'zh-CN': '不能包含表情符号',
    'en-US': 'Emoji are not allowed',
    'pt-BR': 'Emojis não são permitidos',
  },
});

export type BillMessageKey = Parameters<typeof billMessage>[1];

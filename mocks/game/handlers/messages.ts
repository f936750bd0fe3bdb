// Server texts of the game calls, in the request's language (like mocks/lib/i18n.ts, kept with the game mock).
import { messageTable, type Lang } from '@mocks/lib/i18n';

const MESSAGES = {
  nameRequired: { 'zh-CN': '请输入名称', 'en-US': 'Enter a name', 'pt-BR': 'Informe um nome' },
  nameTaken: { 'zh-CN': '名称已存在', 'en-US': 'This name is already in use', 'pt-BR': 'Este nome já está em uso' },
  codeInvalid: {
    'zh-CN': '编码只能包含小写字母、数字和下划线，且以字母开头',
    'en-US': 'The code must start with a letter and use only lowercase letters, digits and underscores',
    'pt-BR': 'O código deve começar com uma letra e usar apenas letras minúsculas, dígitos e sublinhados',
  },
  classifyNotFound: {
    'zh-CN': '游戏分类不存在',
    'en-US': 'Game category not found',
    'pt-BR': 'Categoria de jogo não encontrada',
  },
  gameNotFound: { 'zh-CN': '游戏不存在', 'en-US': 'Game not found', 'pt-BR': 'Jogo não encontrado' },
  noGamesSelected: {
    'zh-CN': '请选择游戏',
    'en-US': 'Select at least one game',
    'pt-BR': 'Selecione ao menos um jogo',
  },
  nothingToSet: {
    'zh-CN': '请至少设置一项',
    'en-US': 'Set at least one field',
    'pt-BR': 'Defina ao menos um campo',
  },
  betRangeInvalid: {
    'zh-CN': '最小投注不能大于最大投注',
    'en-US': 'The minimum bet cannot exceed the maximum bet',
    'pt-BR': 'A aposta mínima não pode exceder a aposta máxima',
  },
  rtpRange: {
    'zh-CN': 'RTP须在 80 到 99.99 之间，最多两位小数',
    'en-US': 'The RTP must be between 80 and 99.99, with at most 2 decimals',
    'pt-BR': 'O RTP deve estar entre 80 e 99.99, com no máximo 2 casas decimais',
  },
  betInvalid: {
    'zh-CN': '投注限额须为不小于 0 的金额，最多两位小数',
    'en-US': 'A bet limit must be an amount of 0 or more, with at most 2 decimals',
    'pt-BR': 'Um limite de aposta deve ser um valor de 0 ou mais, com no máximo 2 casas decimais',
  },
  sortRange: {
    'zh-CN': '排序须为 0 到 9999 之间的整数',
    'en-US': 'The sort order must be a whole number from 0 to 9999',
    'pt-BR': 'A ordem deve ser um número inteiro de 0 a 9999',
  },
  orderNotFound: { 'zh-CN': '注单不存在', 'en-US': 'Bet order not found', 'pt-BR': 'Aposta não encontrada' },
  statusChangeRefused: {
    'zh-CN': '当前状态不允许变更为目标状态',
    'en-US': 'The order cannot change from its current status to that one',
    'pt-BR': 'A aposta não pode passar do status atual para esse',
  },
} satisfies Record<string, Record<Lang, string>>;

export type GameMsgKey = keyof typeof MESSAGES;

export const gameMessage = messageTable(MESSAGES);

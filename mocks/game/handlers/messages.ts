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
  orderNotFound: { 'zh-CN': '注单不存在', 'en-US': 'Bet order not found', 'pt-BR': 'Aposta não encontrada' },
  statusChangeRefused: {
    'zh-CN': '当前状态不允许变更为目标状态',
    'en-US': 'The order cannot change from its current status to that one',
    'pt-BR': 'A aposta não pode passar do status atual para esse',
  },
} satisfies Record<string, Record<Lang, string>>;

export type GameMsgKey = keyof typeof MESSAGES;

export const gameMessage = messageTable(MESSAGES);

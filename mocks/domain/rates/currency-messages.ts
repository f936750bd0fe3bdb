// Refusals of the currency and log pages, in the request's language, with values filled in.
import { messageTable, type Texts } from '@mocks/lib/i18n';

const TEXTS = {
  codePattern: {
    'zh-CN': '币种代码须为3位大写字母',
    'en-US': 'The code must be 3 capital letters',
    'pt-BR': 'O código deve ter 3 letras maiúsculas',
  },
  codeTaken: {
    'zh-CN': '币种代码已存在',
    'en-US': 'This currency code already exists',
    'pt-BR': 'Este código de moeda já existe',
  },
  codeImmutable: {
    'zh-CN': '币种代码不可修改',
    'en-US': 'The currency code cannot be changed',
    'pt-BR': 'O código da moeda não pode ser alterado',
  },
  nameInvalid: {
    'zh-CN': '名称必填，且不超过20个字符',
    'en-US': 'The name is required, at most 20 characters',
    'pt-BR': 'O nome é obrigatório, com no máximo 20 caracteres',
  },
  symbolInvalid: {
    'zh-CN': '符号必填，且不超过5个字符',
    'en-US': 'The symbol is required, at most 5 characters',
    'pt-BR': 'O símbolo é obrigatório, com no máximo 5 caracteres',
  },
  decimalsInvalid: {
    'zh-CN': '小数位须为0到4的整数',
    'en-US': 'Decimals must be a whole number from 0 to 4',
    'pt-BR': 'As casas decimais devem ser um número inteiro de 0 a 4',
  },
  cnyFixed: {
    'zh-CN': '人民币不能停用或删除',
    'en-US': 'CNY cannot be disabled or removed',
    'pt-BR': 'CNY não pode ser desativado nem excluído',
  },
  currencyInUse: {
    'zh-CN': '该币种正被 {merchants} 个商户、{players} 个玩家使用，不能删除',
    'en-US': 'This currency is used by {merchants} merchants and {players} players and cannot be removed',
    'pt-BR': 'Esta moeda é usada por {merchants} operadores e {players} jogadores e não pode ser excluída',
  },
  unknownCurrency: { 'zh-CN': '币种不存在', 'en-US': 'Unknown currency', 'pt-BR': 'Moeda desconhecida' },
  configTaken: {
    'zh-CN': '该币种已有配置',
    'en-US': 'This currency already has a configuration',
    'pt-BR': 'Esta moeda já tem uma configuração',
  },
  betOrder: {
    'zh-CN': '须满足 0 < 最小投注 ≤ 默认投注 ≤ 最大投注',
    'en-US': 'Bets must satisfy 0 < minimum ≤ default ≤ maximum',
    'pt-BR': 'As apostas devem cumprir 0 < mínima ≤ padrão ≤ máxima',
  },
  betLevels: {
    'zh-CN': '投注档位须为1到30个不重复、递增且在最小与最大投注之间的数值',
    'en-US': 'Bet levels must be 1 to 30 distinct ascending values between the minimum and maximum bet',
    'pt-BR': 'Os níveis de aposta devem ser de 1 a 30 valores distintos, crescentes, entre a aposta mínima e a máxima',
  },
  defaultNotInLevels: {
    'zh-CN': '默认投注须为投注档位之一',
    'en-US': 'The default bet must be one of the bet levels',
    'pt-BR': 'A aposta padrão deve ser um dos níveis de aposta',
  },
  maxWin: {
    'zh-CN': '最高赢取须大于最大投注',
    'en-US': 'The maximum win must exceed the maximum bet',
    'pt-BR': 'O ganho máximo deve exceder a aposta máxima',
  },
  precision: {
    'zh-CN': '金额最多 {decimals} 位小数（币种精度）',
    'en-US': 'Amounts may have at most {decimals} decimals (the currency’s precision)',
    'pt-BR': 'Os valores podem ter no máximo {decimals} casas decimais (precisão da moeda)',
  },
  unitInvalid: {
    'zh-CN': '显示单位须为1或1000',
    'en-US': 'The display unit must be 1 or 1000',
    'pt-BR': 'A unidade de exibição deve ser 1 ou 1000',
  },
  rateCurrency: {
    'zh-CN': '须为人民币以外的已有币种',
    'en-US': 'Choose an existing currency other than CNY',
    'pt-BR': 'Escolha uma moeda existente diferente de CNY',
  },
  rateNotPositive: {
    'zh-CN': '汇率须大于0',
    'en-US': 'The rate must be above 0',
    'pt-BR': 'A taxa deve ser maior que 0',
  },
  ratePrecision: {
    'zh-CN': '汇率最多8位小数',
    'en-US': 'The rate may have at most 8 decimals',
    'pt-BR': 'A taxa pode ter no máximo 8 casas decimais',
  },
  dateInvalid: { 'zh-CN': '生效日期格式错误', 'en-US': 'Invalid effective date', 'pt-BR': 'Data de vigência inválida' },
  rateTaken: {
    'zh-CN': '该币种在此生效日期已有汇率',
    'en-US': 'This currency already has a rate on that date',
    'pt-BR': 'Esta moeda já tem uma taxa nessa data',
  },
  earliestRate: {
    'zh-CN': '不能删除该币种最早的汇率，否则之前的日期将没有汇率',
    'en-US': 'The earliest rate of a currency cannot be removed: earlier days would have no rate',
    'pt-BR': 'A taxa mais antiga de uma moeda não pode ser excluída: os dias anteriores ficariam sem taxa',
  },
  range24h: {
    'zh-CN': '时间不能超过24小时',
    'en-US': 'The time range cannot exceed 24 hours',
    'pt-BR': 'O intervalo de tempo não pode exceder 24 horas',
  },
} satisfies Record<string, Texts>;

export type SystemMsgKey = keyof typeof TEXTS;

export const systemMessage = messageTable(TEXTS);

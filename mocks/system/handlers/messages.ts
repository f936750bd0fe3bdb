// Server texts of the system settings calls (config, javaConfig, crontab) in the request's language.
import { messageTable, type Lang } from '@mocks/lib/i18n';

const MESSAGES = {
  nameInvalid: {
    'zh-CN': '请输入名称（不超过50个字符）',
    'en-US': 'Enter a name of at most 50 characters',
    'pt-BR': 'Informe um nome com até 50 caracteres',
  },
  configKeyInvalid: {
    'zh-CN': '参数键须以小写字母开头，只能包含字母、数字、下划线和点，长度 2-64',
    'en-US': 'The key must start with a lowercase letter and use only letters, digits, underscores and dots (2-64)',
    'pt-BR': 'A chave deve começar com letra minúscula e usar apenas letras, dígitos, sublinhados e pontos (2-64)',
  },
  javaKeyInvalid: {
    'zh-CN': '配置键须以小写字母开头，只能包含字母、数字、点、下划线和连字符，长度 2-100',
    'en-US':
      'The key must start with a lowercase letter and use only letters, digits, dots, underscores and hyphens (2-100)',
    'pt-BR':
      'A chave deve começar com letra minúscula e usar apenas letras, dígitos, pontos, sublinhados e hifens (2-100)',
  },
  keyTaken: { 'zh-CN': '参数键已存在', 'en-US': 'This key already exists', 'pt-BR': 'Esta chave já existe' },
  keyImmutable: {
    'zh-CN': '参数键不能修改',
    'en-US': 'The key cannot be changed',
    'pt-BR': 'A chave não pode ser alterada',
  },
  valueTypeInvalid: {
    'zh-CN': '值类型无效',
    'en-US': 'Invalid value type',
    'pt-BR': 'Tipo de valor inválido',
  },
  valueTooLong: {
    'zh-CN': '参数值不能超过2000个字符',
    'en-US': 'The value cannot exceed 2000 characters',
    'pt-BR': 'O valor não pode exceder 2000 caracteres',
  },
  valueNotNumber: {
    'zh-CN': '参数值必须是有效数字',
    'en-US': 'The value must be a valid number',
    'pt-BR': 'O valor deve ser um número válido',
  },
  valueNotBoolean: {
    'zh-CN': '参数值必须是 true 或 false',
    'en-US': 'The value must be true or false',
    'pt-BR': 'O valor deve ser true ou false',
  },
  valueNotJson: {
    'zh-CN': '参数值不是有效的JSON',
    'en-US': 'The value is not valid JSON',
    'pt-BR': 'O valor não é um JSON válido',
  },
  valueRange: {
    'zh-CN': '参数值须在 {min} 到 {max} 之间',
    'en-US': 'The value must be from {min} to {max}',
    'pt-BR': 'O valor deve estar entre {min} e {max}',
  },
  valueRangeInteger: {
    'zh-CN': '参数值须为 {min} 到 {max} 之间的整数',
    'en-US': 'The value must be a whole number from {min} to {max}',
    'pt-BR': 'O valor deve ser um número inteiro de {min} a {max}',
  },
  builtInTypeFixed: {
    'zh-CN': '内置参数的值类型不能修改',
    'en-US': 'The value type of a built-in parameter cannot change',
    'pt-BR': 'O tipo de valor de um parâmetro interno não pode mudar',
  },
  builtInRemove: {
    'zh-CN': '内置参数不能删除',
    'en-US': 'A built-in parameter cannot be removed',
    'pt-BR': 'Um parâmetro interno não pode ser excluído',
  },
  serviceInvalid: { 'zh-CN': '服务无效', 'en-US': 'Unknown service', 'pt-BR': 'Serviço desconhecido' },
  noneSelected: {
    'zh-CN': '请选择要发布的配置',
    'en-US': 'Select the entries to publish',
    'pt-BR': 'Selecione as configurações a publicar',
  },
  cronInvalid: { 'zh-CN': 'cron表达式无效', 'en-US': 'Invalid cron expression', 'pt-BR': 'Expressão cron inválida' },
  cronNeverFires: {
    'zh-CN': 'cron表达式永远不会触发：所选月份都没有这一天',
    'en-US': 'The cron expression never fires: none of the chosen months has that day',
    'pt-BR': 'A expressão cron nunca dispara: nenhum dos meses escolhidos tem esse dia',
  },
  invokeTargetInvalid: {
    'zh-CN': '调用目标格式错误',
    'en-US': 'Invalid invoke target',
    'pt-BR': 'Alvo de invocação inválido',
  },
  groupInvalid: { 'zh-CN': '任务分组无效', 'en-US': 'Unknown job group', 'pt-BR': 'Grupo de tarefas desconhecido' },
  choiceInvalid: {
    'zh-CN': '执行策略、并发或状态的取值无效',
    'en-US': 'Invalid misfire policy, concurrency or status',
    'pt-BR': 'Política de falha, concorrência ou status inválido',
  },
  jobNotFound: { 'zh-CN': '任务不存在', 'en-US': 'Job not found', 'pt-BR': 'Tarefa não encontrada' },
  runOk: { 'zh-CN': '执行成功', 'en-US': 'Succeeded', 'pt-BR': 'Executada com sucesso' },
  targetMissing: {
    'zh-CN': '调用目标不存在',
    'en-US': 'Invoke target not found',
    'pt-BR': 'Alvo de invocação não encontrado',
  },
  runTimeout: { 'zh-CN': '执行超时', 'en-US': 'Timed out', 'pt-BR': 'Tempo esgotado' },
  runDbError: {
    'zh-CN': '数据库连接失败',
    'en-US': 'Database connection failed',
    'pt-BR': 'Falha na conexão com o banco de dados',
  },
} satisfies Record<string, Record<Lang, string>>;

export type SystemMsgKey = keyof typeof MESSAGES;

export const systemMessage = messageTable(MESSAGES);

// Server texts follow the request's `lang` header, like the real platform; zh-CN is the default.
export type Lang = 'zh-CN' | 'en-US' | 'pt-BR';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'pt-BR'];

export type Texts = Record<Lang, string>;

const MESSAGES = {
  success: { 'zh-CN': '操作成功', 'en-US': 'Operation succeeded', 'pt-BR': 'Operação realizada com sucesso' },
  invalidCredentials: {
    'zh-CN': '用户名或密码错误',
    'en-US': 'Incorrect username or password',
    'pt-BR': 'Usuário ou senha incorretos',
  },
  accountDisabled: {
    'zh-CN': '账号已被禁用，请联系管理员',
    'en-US': 'This account is disabled; contact an administrator',
    'pt-BR': 'Esta conta está desativada; contate um administrador',
  },
  loggedInElsewhere: {
    'zh-CN': '您的账号已在其他地方登录',
    'en-US': 'Your account has signed in elsewhere',
    'pt-BR': 'Sua conta foi acessada em outro lugar',
  },
  passwordReset: {
    'zh-CN': '密码已被重置，请重新登录',
    'en-US': 'Your password was reset; please sign in again',
    'pt-BR': 'Sua senha foi redefinida; entre novamente',
  },
  authMissing: {
    'zh-CN': '未找到授权信息，请重新登录',
    'en-US': 'Authorization not found; please sign in again',
    'pt-BR': 'Autorização não encontrada; entre novamente',
  },
  authInvalid: {
    'zh-CN': '授权已失效，请重新登录',
    'en-US': 'Authorization is invalid; please sign in again',
    'pt-BR': 'Autorização inválida; entre novamente',
  },
  dateRangeTooLong: {
    'zh-CN': '时间不能超过7天',
    'en-US': 'The time range cannot exceed 7 days',
    'pt-BR': 'O intervalo de tempo não pode exceder 7 dias',
  },
  // A 31-day list (control corrections, approvals): the same words as the 7-day one.
  dateRange31TooLong: {
    'zh-CN': '时间不能超过31天',
    'en-US': 'The time range cannot exceed 31 days',
    'pt-BR': 'O intervalo de tempo não pode exceder 31 dias',
  },
  invalidDate: { 'zh-CN': '时间格式错误', 'en-US': 'Invalid time range', 'pt-BR': 'Intervalo de tempo inválido' },
  balanceBelowZero: {
    'zh-CN': '调整后余额不能小于0',
    'en-US': 'The balance would go below zero',
    'pt-BR': 'O saldo ficaria abaixo de zero',
  },
  invalidAmount: {
    'zh-CN': '请输入有效的调整金额',
    'en-US': 'Enter a valid, non-zero amount',
    'pt-BR': 'Informe um valor válido e diferente de zero',
  },
  verifyCodeRequired: {
    'zh-CN': '请输入验证码',
    'en-US': 'Enter the verification code',
    'pt-BR': 'Informe o código de verificação',
  },
  remarkRequired: { 'zh-CN': '请输入原因', 'en-US': 'Enter a reason', 'pt-BR': 'Informe um motivo' },
  playerNotFound: { 'zh-CN': '玩家不存在', 'en-US': 'Player not found', 'pt-BR': 'Jogador não encontrado' },
  freezeReasonRequired: {
    'zh-CN': '冻结原因须为 4 到 200 个字符',
    'en-US': 'A freeze needs a reason of 4 to 200 characters',
    'pt-BR': 'O bloqueio exige um motivo de 4 a 200 caracteres',
  },
  invalidParams: { 'zh-CN': '参数错误', 'en-US': 'Invalid parameters', 'pt-BR': 'Parâmetros inválidos' },
  invalidRtp: { 'zh-CN': 'RTP值无效', 'en-US': 'Invalid RTP value', 'pt-BR': 'Valor de RTP inválido' },
  recordNotFound: { 'zh-CN': '记录不存在', 'en-US': 'Record not found', 'pt-BR': 'Registro não encontrado' },
  taskInProgress: {
    'zh-CN': '任务进行中，无法删除',
    'en-US': 'The task is still in progress and cannot be deleted',
    'pt-BR': 'A tarefa ainda está em andamento e não pode ser excluída',
  },
  notFound: { 'zh-CN': '接口不存在', 'en-US': 'Not found', 'pt-BR': 'Não encontrado' },
  noPermission: { 'zh-CN': '无权限', 'en-US': 'No permission', 'pt-BR': 'Sem permissão' },
} satisfies Record<string, Texts>;

export type MsgKey = keyof typeof MESSAGES;

export function langOf(request: Request): Lang {
  const raw = request.headers.get('lang') ?? '';
  return LANGS.find((l) => l.toLowerCase() === raw.trim().toLowerCase()) ?? 'zh-CN';
}

/** An area's message table as its look-up: `(lang, key, values?)`, with `{name}` placeholders filled from `values`. */
export function messageTable<K extends string>(table: Record<K, Texts>) {
  return (lang: Lang, key: K, values: Record<string, string | number> = {}): string =>
    table[key][lang].replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));
}

export const message = messageTable(MESSAGES);

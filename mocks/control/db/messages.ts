// Refusals of the internal control area (control.md 1.1, 1.2, 1.6-1.8), in the request's language: one table for
// every page of the area.
import { messageTable, type Texts } from '@mocks/lib/i18n';

const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const MESSAGES = {
  gameNotFound: t('游戏不存在', 'Game not found', 'Jogo não encontrado'),
  combineNotFound: t('组合不存在', 'Pool not found', 'Grupo não encontrado'),
  gameLocked: t('编辑时不能更换游戏', 'The game of a pool cannot change', 'O jogo de um grupo não pode mudar'),
  nameInvalid: t(
    '名称须为1到20个字符',
    'The name must have 1 to 20 characters',
    'O nome deve ter de 1 a 20 caracteres',
  ),
  nameTaken: t(
    '该游戏已有同名组合',
    'The game already has a pool with this name',
    'O jogo já tem um grupo com este nome',
  ),
  maxInvalid: t(
    '最大倍数须为不小于0的数，最多2位小数，或留空表示无上限',
    'The maximum multiple must be a number of at least 0 with at most 2 decimals, or empty for no bound',
    'O multiplicador máximo deve ser um número de pelo menos 0 com no máximo 2 casas decimais, ou vazio para sem limite',
  ),
  maxTaken: t('已有组合的最大倍数为{max}', 'Another pool already ends at {max}', 'Outro grupo já termina em {max}'),
  oneUnbounded: t(
    '只能有一个无上限的组合，且必须是最后一个',
    'Only one pool is unbounded, and it is the last one',
    'Só um grupo é sem limite, e é o último',
  ),
  zeroKept: t('[0, 0] 组合必须保留', 'The [0, 0] pool must stay', 'O grupo [0, 0] deve permanecer'),
  avgInvalid: t(
    '平均倍数须在区间{range}内，最多2位小数',
    'The average multiple must lie in {range}, with at most 2 decimals',
    'O multiplicador médio deve estar em {range}, com no máximo 2 casas decimais',
  ),
  neighbourAvg: t(
    '保存后组合“{name}”的区间变为{range}，其平均倍数{avg}不在区间内',
    'After this save pool “{name}” would cover {range}, which leaves out its average {avg}',
    'Após salvar, o grupo “{name}” cobriria {range}, que exclui sua média {avg}',
  ),
  freeRateInvalid: t(
    '免费游戏比例须为0到1000的整数',
    'The free game rate must be a whole number from 0 to 1000',
    'A taxa de jogo grátis deve ser um inteiro de 0 a 1000',
  ),
  expectInvalid: t(
    '目标数量须为0到10000000的整数',
    'The target stock must be a whole number from 0 to 10,000,000',
    'O estoque alvo deve ser um inteiro de 0 a 10.000.000',
  ),
  statusInvalid: t('状态无效', 'Invalid status', 'Status inválido'),
  remarkInvalid: t(
    '备注不能超过200个字符',
    'The remark cannot exceed 200 characters',
    'A observação não pode exceder 200 caracteres',
  ),
  removeZero: t('[0, 0] 组合不能删除', 'The [0, 0] pool cannot be removed', 'O grupo [0, 0] não pode ser removido'),
  removeTop: t(
    '无上限的组合不能删除',
    'The unbounded pool cannot be removed',
    'O grupo sem limite não pode ser removido',
  ),
  generateTarget: t('请指定组合或游戏', 'Name a pool or a game', 'Indique um grupo ou um jogo'),
  tierInvalid: t('控制档位无效', 'Invalid control tier', 'Nível de controle inválido'),
  itemsInvalid: t('请提交权重列表', 'Send the list of weights', 'Envie a lista de pesos'),
  combineOutside: t(
    '组合{id}不属于该游戏',
    'Pool {id} does not belong to this game',
    'O grupo {id} não pertence a este jogo',
  ),
  combineTwice: t('组合{id}重复提交', 'Pool {id} is sent twice', 'O grupo {id} foi enviado duas vezes'),
  weightInvalid: t(
    '权重须为0到1000000的整数',
    'A weight must be a whole number from 0 to 1,000,000',
    'Um peso deve ser um inteiro de 0 a 1.000.000',
  ),
  weightZero: t(
    '启用组合的权重合计须大于0',
    'The enabled pools’ weights must add up to more than 0',
    'Os pesos dos grupos ativos devem somar mais que 0',
  ),
  targetInvalid: t(
    '目标RTP须为80到99.99之间的数，最多2位小数',
    'The target RTP must be from 80 to 99.99, with at most 2 decimals',
    'O RTP alvo deve estar entre 80 e 99,99, com no máximo 2 casas decimais',
  ),
  modeInvalid: t('控制模式无效', 'Invalid control mode', 'Modo de controle inválido'),
  toleranceInvalid: t(
    '容差须为0.1到10之间的数，最多2位小数',
    'The tolerance must be from 0.1 to 10, with at most 2 decimals',
    'A tolerância deve estar entre 0,1 e 10, com no máximo 2 casas decimais',
  ),
  boundInvalid: t(
    'RTP上下限须为50到120之间的数，最多2位小数',
    'The RTP bounds must be from 50 to 120, with at most 2 decimals',
    'Os limites de RTP devem estar entre 50 e 120, com no máximo 2 casas decimais',
  ),
  boundOrder: t(
    '须满足 最小RTP ≤ 目标RTP ≤ 最大RTP',
    'The RTPs must satisfy minimum ≤ target ≤ maximum',
    'Os RTPs devem satisfazer mínimo ≤ alvo ≤ máximo',
  ),
  minRoundsInvalid: t(
    '最少局数须为0到1000000的整数',
    'The minimum rounds must be a whole number from 0 to 1,000,000',
    'O mínimo de rodadas deve ser um inteiro de 0 a 1.000.000',
  ),
  // Risk bets' review (1.8) and the correction log (1.7).
  reviewIds: t('请选择 1 到 {max} 笔注单', 'Select 1 to {max} bets', 'Selecione de 1 a {max} apostas'),
  reviewStatus: t(
    '请选择审核结果（正常或异常）',
    'Choose a review result (normal or abnormal)',
    'Escolha um resultado da revisão (normal ou anormal)',
  ),
  reviewRemark: t(
    '标记为异常须填写 4 到 200 个字符的备注，备注不能超过 200 个字符',
    'Marking as abnormal needs a remark of 4 to 200 characters; a remark cannot exceed 200 characters',
    'Marcar como anormal exige uma observação de 4 a 200 caracteres; a observação não pode exceder 200',
  ),
  reviewNotRisk: t('注单 {id} 不是风控注单', 'Bet {id} is not a risk bet', 'A aposta {id} não é uma aposta de risco'),
  gameRequired: t('请选择游戏', 'Choose a game', 'Escolha um jogo'),
  afterRtpRange: t(
    '修正后RTP须在 {min}% 到 {max}% 之间，最多 2 位小数',
    'The corrected RTP must be between {min}% and {max}%, with at most 2 decimals',
    'O RTP corrigido deve estar entre {min}% e {max}%, com no máximo 2 decimais',
  ),
  correctionRemark: t(
    '修正原因须为 4 到 200 个字符',
    'The reason must be 4 to 200 characters',
    'O motivo deve ter de 4 a 200 caracteres',
  ),
  // Simulation runs (1.5).
  spinsInvalid: t(
    '模拟次数须为1000到1000000的整数',
    'The spins must be a whole number from 1,000 to 1,000,000',
    'As rodadas devem ser um inteiro de 1.000 a 1.000.000',
  ),
  betInvalid: t(
    '单次投注须大于0，最多2位小数',
    'The bet per spin must be more than 0, with at most 2 decimals',
    'A aposta por rodada deve ser maior que 0, com no máximo 2 casas decimais',
  ),
  testNotFound: t('测试不存在', 'Test not found', 'Teste não encontrado'),
  testNotRunning: t(
    '只能停止运行中的测试',
    'Only a running test can be stopped',
    'Só um teste em execução pode ser parado',
  ),
  testRunning: t(
    '运行中的测试不能删除',
    'A running test cannot be removed',
    'Um teste em execução não pode ser removido',
  ),
  testLimit: t(
    '最多同时运行 {max} 个测试',
    'At most {max} tests can run at the same time',
    'No máximo {max} testes podem rodar ao mesmo tempo',
  ),
} satisfies Record<string, Texts>;

export type ControlMsgKey = keyof typeof MESSAGES;

export const controlMessage = messageTable(MESSAGES);

// Enumerated names in rows are localized server-side, as the real platform does.
import type { Lang } from '@mocks/lib/i18n';

type Texts = Record<Lang, string>;
const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const TRANS_TYPES: Record<number, Texts> = {
  100: t('充值', 'Deposit', 'Depósito'),
  101: t('派彩', 'Payout', 'Pagamento de prêmio'),
  106: t('投注支付', 'Bet payment', 'Pagamento de aposta'),
  200: t('提现', 'Withdrawal', 'Saque'),
  201: t('投注', 'Bet', 'Aposta'),
  400: t('奖金转现金', 'Bonus to cash', 'Bônus para dinheiro'),
  403: t('免费游戏转现金', 'Free game to cash', 'Jogo grátis para dinheiro'),
  950: t('后台调整', 'Back-office adjustment', 'Ajuste administrativo'),
};

const TRADE_STATES: Record<number, Texts> = {
  0: t('成功', 'Success', 'Sucesso'),
  1: t('失败', 'Failed', 'Falhou'),
  2: t('异常', 'Abnormal', 'Anormal'),
};

const TASK_STATUSES: Record<number, Texts> = {
  1: t('进行中', 'In progress', 'Em andamento'),
  2: t('已完成', 'Finished', 'Concluído'),
};

function nameOf(table: Record<number, Texts>, code: number, lang: Lang): string {
  return table[code]?.[lang] ?? String(code);
}

/** Ledger types and transfer trade types share one code table (100 deposit, 200 withdrawal, ...). */
export const transTypeName = (code: number, lang: Lang) => nameOf(TRANS_TYPES, code, lang);
export const tradeStateName = (code: number, lang: Lang) => nameOf(TRADE_STATES, code, lang);
export const taskStatusText = (code: number, lang: Lang) => nameOf(TASK_STATUSES, code, lang);

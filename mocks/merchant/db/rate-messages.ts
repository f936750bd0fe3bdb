// Refusals of 商户费率's save (merchant.md 2.3, 2.6), in the request's language.
import { messageTable, type Texts } from '@mocks/lib/i18n';

const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const MESSAGES = {
  merchantNotFound: t('商户不存在', 'Merchant not found', 'Operador não encontrado'),
  gameTypeInvalid: t('游戏类型无效', 'Invalid game type', 'Tipo de jogo inválido'),
  cooperationRequired: t('请选择合作模式', 'Choose a cooperation type', 'Escolha um tipo de cooperação'),
  rateInvalid: t(
    '费率须为0到{max}之间的数，最多2位小数',
    'The rate must be a number from 0 to {max}, with at most 2 decimals',
    'A taxa deve ser um número de 0 a {max}, com no máximo 2 casas decimais',
  ),
  remarkInvalid: t(
    '备注不能超过200个字符，且不能包含表情',
    'The remark cannot exceed 200 characters or contain emoji',
    'A observação não pode exceder 200 caracteres nem conter emoji',
  ),
} satisfies Record<string, Texts>;

export type RateMsgKey = keyof typeof MESSAGES;

export const rateMessage = messageTable(MESSAGES);

// Server texts of the merchant and team pages (merchant.md 2.1, 2.2, 2.6), in the request's language. A refused
// change of a field fixed on edit names the field.
import { messageTable, type Texts } from '@mocks/lib/i18n';
const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const MESSAGES = {
  merchantNameInvalid: t(
    '请输入1到30个字符的商户名称，不含表情',
    'Enter a merchant name of 1 to 30 characters, without emoji',
    'Informe um nome de operador de 1 a 30 caracteres, sem emoji',
  ),
  codeInvalid: t(
    '商户编码须为3到20位小写字母、数字或下划线',
    'The merchant code must be 3 to 20 lowercase letters, digits or underscores',
    'O código do operador deve ter de 3 a 20 letras minúsculas, dígitos ou sublinhados',
  ),
  codeTaken: t('商户编码已存在', 'This merchant code is already in use', 'Este código de operador já está em uso'),
  codeFixed: t('商户编码不可修改', 'The merchant code cannot change', 'O código do operador não pode mudar'),
  currencyFixed: t('币种不可修改', 'The currency cannot change', 'A moeda não pode mudar'),
  walletTypeFixed: t('钱包类型不可修改', 'The wallet type cannot change', 'O tipo de carteira não pode mudar'),
  teamRequired: t(
    '请选择已有的商户团队',
    'Choose an existing merchant team',
    'Escolha um grupo de operadores existente',
  ),
  merchantTypeRequired: t('请选择商户类型', 'Choose a merchant type', 'Escolha um tipo de operador'),
  currencyUnavailable: t('请选择启用的币种', 'Choose an enabled currency', 'Escolha uma moeda ativa'),
  walletTypeRequired: t('请选择钱包类型', 'Choose a wallet type', 'Escolha um tipo de carteira'),
  callbackRequired: t(
    '单一钱包和转账钱包须填写回调地址',
    'Single and transfer wallets need a callback URL',
    'Carteiras única e de transferência exigem uma URL de retorno',
  ),
  callbackInvalid: t(
    '回调地址须为 http(s) 地址，不超过200个字符',
    'The callback URL must be an http(s) URL of at most 200 characters',
    'A URL de retorno deve ser http(s), com no máximo 200 caracteres',
  ),
  whiteIpsInvalid: t(
    'IP白名单须为IPv4地址，最多20个',
    'The IP whitelist takes up to 20 IPv4 addresses',
    'A lista de IPs aceita até 20 endereços IPv4',
  ),
  contactTooLong: t(
    '联系方式不能超过100个字符',
    'The contact cannot exceed 100 characters',
    'O contato não pode exceder 100 caracteres',
  ),
  remarkInvalid: t(
    '备注不能超过200个字符，不含表情',
    'The remark cannot exceed 200 characters or contain emoji',
    'A observação não pode exceder 200 caracteres nem conter emoji',
  ),
  statusInvalid: t('状态无效', 'Invalid status', 'Status inválido'),
  merchantNotFound: t('商户不存在', 'Merchant not found', 'Operador não encontrado'),
  teamNameInvalid: t(
    '请输入1到30个字符的团队名称，不含表情',
    'Enter a team name of 1 to 30 characters, without emoji',
    'Informe um nome de grupo de 1 a 30 caracteres, sem emoji',
  ),
  teamNameTaken: t('团队名称已存在', 'This team name is already in use', 'Este nome de grupo já está em uso'),
  teamNotFound: t('商户团队不存在', 'Merchant team not found', 'Grupo de operadores não encontrado'),
  teamHasMerchants: t(
    '该团队下还有{count}个商户，不允许删除',
    'The team still has {count} merchants and cannot be deleted',
    'O grupo ainda tem {count} operadores e não pode ser excluído',
  ),
} satisfies Record<string, Texts>;

export type OrgMsgKey = keyof typeof MESSAGES;

export const orgMessage = messageTable(MESSAGES);

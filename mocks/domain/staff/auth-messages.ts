// Server texts of the auth calls of both sets (system and merchant, auth.md 5), in the request's language (like
// mocks/lib/i18n.ts, kept with the area).
import { messageTable, type Texts } from '@mocks/lib/i18n';
const t = (zh: string, en: string, pt: string): Texts => ({ 'zh-CN': zh, 'en-US': en, 'pt-BR': pt });

const MESSAGES = {
  titleRequired: t(
    '请输入1到50个字符的标题',
    'Enter a title of 1 to 50 characters',
    'Informe um título de 1 a 50 caracteres',
  ),
  sortInvalid: t(
    '排序须为0到9999的整数',
    'Sort must be an integer from 0 to 9999',
    'A ordem deve ser um inteiro de 0 a 9999',
  ),
  typeInvalid: t('菜单类型无效', 'Invalid menu type', 'Tipo de menu inválido'),
  parentInvalid: t(
    '上级菜单不符合该类型',
    'The parent does not fit this type',
    'O item superior não é válido para este tipo',
  ),
  pathInvalid: t(
    '路由地址须以 / 或 http(s):// 开头',
    'The path must start with / or http(s)://',
    'O caminho deve começar com / ou http(s)://',
  ),
  pathTaken: t('路由地址已存在', 'This path is already in use', 'Este caminho já está em uso'),
  componentInvalid: t(
    '组件须为 <模块>/<页面>',
    'The component must be <area>/<page>',
    'O componente deve ser <área>/<página>',
  ),
  permissionInvalid: t('权限标识无效', 'Invalid permission key', 'Chave de permissão inválida'),
  permissionTaken: t(
    '权限标识已存在',
    'This permission key is already in use',
    'Esta chave de permissão já está em uso',
  ),
  menuNotFound: t('菜单不存在', 'Menu item not found', 'Item de menu não encontrado'),
  menuHasChildren: t(
    '存在子菜单，不允许删除',
    'The item has children and cannot be deleted',
    'O item tem subitens e não pode ser excluído',
  ),
  menuInUse: t(
    '菜单已分配给角色，不允许删除',
    'Roles hold this item; it cannot be deleted',
    'Funções usam este item; ele não pode ser excluído',
  ),
  roleNameInvalid: t(
    '请输入1到30个字符的角色名称',
    'Enter a role name of 1 to 30 characters',
    'Informe um nome de função de 1 a 30 caracteres',
  ),
  roleNameTaken: t('角色名称已存在', 'This role name is already in use', 'Este nome de função já está em uso'),
  roleCodeInvalid: t(
    '角色编码须以小写字母开头，2到30位小写字母、数字或下划线',
    'The code must be 2 to 30 lowercase letters, digits or underscores, starting with a letter',
    'O código deve ter de 2 a 30 letras minúsculas, dígitos ou sublinhados, começando por uma letra',
  ),
  roleCodeTaken: t('角色编码已存在', 'This role code is already in use', 'Este código de função já está em uso'),
  roleCodeFixed: t('角色编码不可修改', 'The role code cannot change', 'O código da função não pode mudar'),
  unknownPermission: t('权限标识不存在', 'Unknown permission key', 'Chave de permissão desconhecida'),
  roleNotFound: t('角色不存在', 'Role not found', 'Função não encontrada'),
  roleBuiltIn: t('内置角色不允许删除', 'A built-in role cannot be deleted', 'Uma função interna não pode ser excluída'),
  roleInUse: t(
    '角色已分配给用户，不允许删除',
    'Users hold this role; it cannot be deleted',
    'Usuários têm esta função; ela não pode ser excluída',
  ),
  roleUnavailable: t('请选择启用的系统角色', 'Choose an enabled system role', 'Escolha uma função de sistema ativa'),
  usernameInvalid: t(
    '用户名须为4到20位字母、数字或下划线',
    'The username must be 4 to 20 letters, digits or underscores',
    'O usuário deve ter de 4 a 20 letras, dígitos ou sublinhados',
  ),
  usernameTaken: t('用户名已存在', 'This username is already in use', 'Este usuário já está em uso'),
  usernameFixed: t('用户名不可修改', 'The username cannot change', 'O usuário não pode mudar'),
  nicknameInvalid: t(
    '请输入1到20个字符的昵称，不含表情',
    'Enter a nickname of 1 to 20 characters, without emoji',
    'Informe um apelido de 1 a 20 caracteres, sem emoji',
  ),
  passwordInvalid: t(
    '密码须为6到20个字符',
    'The password must be 6 to 20 characters',
    'A senha deve ter de 6 a 20 caracteres',
  ),
  remarkTooLong: t(
    '备注不能超过200个字符',
    'The remark cannot exceed 200 characters',
    'A observação não pode exceder 200 caracteres',
  ),
  userNotFound: t('用户不存在', 'User not found', 'Usuário não encontrado'),
  selfRefused: t(
    '不能停用或删除自己的账号',
    'You cannot disable or delete your own account',
    'Você não pode desativar ou excluir a própria conta',
  ),
  adminRefused: t(
    '内置管理员不能停用或删除',
    'The built-in admin cannot be disabled or deleted',
    'O administrador interno não pode ser desativado ou excluído',
  ),
  // The merchant set (auth.md 5.1, 5.3, 5.4; README 0.4).
  platformOnlyKey: t(
    '该权限仅限平台使用，不能用于商户',
    'This key is for the platform only, not for merchants',
    'Esta chave é exclusiva da plataforma, não dos operadores',
  ),
  roleUserTypeInvalid: t(
    '请选择角色的用户类型：商户团队或商户',
    "Choose the role's user type: merchant team or merchant",
    'Escolha o tipo de usuário da função: grupo de operadores ou operador',
  ),
  userTypeInvalid: t(
    '请选择用户类型：商户团队或商户',
    'Choose the user type: merchant team or merchant',
    'Escolha o tipo de usuário: grupo de operadores ou operador',
  ),
  teamRequired: t(
    '请选择存在的商户团队',
    'Choose an existing merchant team',
    'Escolha um grupo de operadores existente',
  ),
  merchantRequired: t('请选择存在的商户', 'Choose an existing merchant', 'Escolha um operador existente'),
  outOfScope: t('超出您的数据范围', 'This is outside your data scope', 'Isto está fora do seu escopo de dados'),
  keyNotHeld: t(
    '只能授予您自己拥有的权限',
    'You can only grant permissions you hold yourself',
    'Você só pode conceder permissões que você mesmo possui',
  ),
  roleOwnerFixed: t(
    '角色已分配给用户，用户类型和所属不可修改',
    'Users hold this role; its user type and owner cannot change',
    'Usuários têm esta função; seu tipo de usuário e dono não podem mudar',
  ),
  // A type 2/3 caller keeps only roles of its own scope; the shared templates are the platform's (auth.md 5.1, 5.3).
  templateLocked: t(
    '共享模板角色由平台维护，不能修改或删除',
    'Shared template roles are kept by the platform and cannot be changed or deleted',
    'Funções-modelo compartilhadas são mantidas pela plataforma e não podem ser alteradas nem excluídas',
  ),
  roleTeamRequired: t(
    '请选择角色所属的商户团队：不属于任何团队或商户的共享模板角色只能由平台维护',
    'Choose the merchant team that owns the role: shared templates (owned by no team or merchant) are kept by the platform only',
    'Escolha o grupo de operadores dono da função: modelos compartilhados (sem grupo nem operador) são mantidos apenas pela plataforma',
  ),
  roleMerchantRequired: t(
    '请选择角色所属的商户：不属于任何团队或商户的共享模板角色只能由平台维护',
    'Choose the merchant that owns the role: shared templates (owned by no team or merchant) are kept by the platform only',
    'Escolha o operador dono da função: modelos compartilhados (sem grupo nem operador) são mantidos apenas pela plataforma',
  ),
  // A role is for accounts of its own user type (auth.md 5.4): the team role never goes to a merchant's account.
  roleForTeams: t(
    '角色「{role}」只能分配给商户团队账号，请选择商户账号的角色',
    'The role {role} is for merchant team accounts only; choose a role for merchant accounts',
    'A função {role} é só para contas de grupo de operadores; escolha uma função para contas de operador',
  ),
  roleForMerchants: t(
    '角色「{role}」只能分配给商户账号，请选择商户团队账号的角色',
    'The role {role} is for merchant accounts only; choose a role for merchant team accounts',
    'A função {role} é só para contas de operador; escolha uma função para contas de grupo de operadores',
  ),
  merchantRoleUnavailable: t(
    '请选择启用的、用户类型和所属相符的商户角色',
    'Choose an enabled merchant role of this user type and owner',
    'Escolha uma função de operador ativa, deste tipo de usuário e dono',
  ),
} satisfies Record<string, Texts>;

export type AuthMsgKey = keyof typeof MESSAGES;

export const authMessage = messageTable(MESSAGES);

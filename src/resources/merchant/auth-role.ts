// 商户角色 (merchant.authRole): merchant-side roles, owned by a team, a merchant or none (a shared template); a type
// 2/3 admin sees and grants only what its scope and keys allow (the server decides); from the shared factory.
import { authRolePage } from '@/resources/shared/auth/auth-role';

export const AuthRolePage = authRolePage('merchant');

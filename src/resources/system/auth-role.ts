// 角色管理 (system.authRole): the platform's roles, from the factory both sets share.
import { authRolePage } from '@/resources/shared/auth/auth-role';

export const AuthRolePage = authRolePage('system');

// 用户管理 (system.authUser): the platform's staff accounts, from the factory both sets share.
import { authUserPage } from '@/resources/shared/auth/auth-user';

export const AuthUserPage = authUserPage('system');

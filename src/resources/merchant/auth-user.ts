// 商户用户 (merchant.authUser): the accounts of teams (type 2) and merchants (type 3); from the shared factory.
import { authUserPage } from '@/resources/shared/auth/auth-user';

export const AuthUserPage = authUserPage('merchant');

// 商户菜单权限 (merchant.authMenu): the merchant back office's menu tree (ids >= 10000, what type 2/3 users get from
// userMenu), edited by platform staff only; from the factory both sets share.
import { authMenuPage } from '@/resources/shared/auth/auth-menu';

export const AuthMenuPage = authMenuPage('merchant');

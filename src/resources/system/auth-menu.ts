// 菜单管理 (system.authMenu): the platform's menu, from the factory both sets share.
import { authMenuPage } from '@/resources/shared/auth/auth-menu';

export const AuthMenuPage = authMenuPage('system');

// 菜单管理 (auth.md 5.2) on the system set: the shared factory (mocks/domain/staff) with the platform tree.
import { authMenuHandlers } from '@mocks/domain/staff/auth-menu-handlers';

export const systemAuthMenuHandlers = authMenuHandlers('system');

// The merchant menu tree's items (auth.md 5.1, 5.2, merchant.md 2.5): the system tree's calls (mocks/system/handlers/
// auth-menu.ts) on the merchant tree (ids >= 10000), which type 2/3 users get from userMenu. Platform staff only; an
// item never takes a platform-only key (README 0.4).
import { authMenuHandlers } from '@mocks/domain/staff/auth-menu-handlers';

export const merchantAuthMenuHandlers = authMenuHandlers('merchant');

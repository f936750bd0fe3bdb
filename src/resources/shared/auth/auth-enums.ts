// The auth and operation log pages' enumerations, the same in both sets; labels in shared.json under `enums`.
import { defineEnum } from '@/components/resource-kit/enums';

/** Menu item type (README 0.6): 1 group 目录, 2 page 菜单, 3 action 按钮. */
export const MENU_TYPE = defineEnum('shared', 'menuType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'orange' },
]);

/** An operation's outcome. */
export const OP_STATUS_ENUM = defineEnum('shared', 'opStatus', [
  { value: 1, color: 'green' },
  { value: 0, color: 'red' },
]);

/** The merchant set's user and role types (auth.md 5.1): 2 a team's account, 3 a merchant's. */
export const MERCHANT_USER_TYPE = defineEnum('shared', 'userType', [
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

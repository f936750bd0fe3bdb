// The auth pages' enumerations; labels in system.json under `enums.<name>.<value>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** Menu item type (README 0.6): 1 group 目录, 2 page 菜单, 3 action 按钮. */
export const MENU_TYPE = defineEnum('system', 'menuType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'orange' },
]);

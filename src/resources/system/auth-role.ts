// 角色管理 (system.authRole): the staff roles with how many users hold each, and a form whose permission tree sends
// checked and half-checked keys (auth.md 5.3). The built-in super admin cannot be removed. "View as this role" shows
// the menu the role's users get, for a saved role (row action) and for the keys being edited (in the form).
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM, YES_NO_ENUM } from '@/components/resource-kit/enums';
import { requestMenuReload } from '@/lib/menu-reload';
import { PERMISSION_TREE_URL, RoleMenuPreview } from '@/resources/system/role-menu-preview';
import { rolePreviewKind } from '@/resources/system/role-preview-kind';
import type { RoleRow } from '@/api/system-auth';

export const AuthRolePage = defineResource<RoleRow>({
  name: 'system.authRole',
  columns: [
    { key: 'id', width: 80 },
    { key: 'name' },
    { key: 'code', kind: 'copy' },
    { key: 'sort', kind: 'number', sortable: true },
    { key: 'userCount', kind: 'number' },
    { key: 'builtIn', kind: 'enum', enum: YES_NO_ENUM },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark', hidden: true },
    { key: 'operator', hidden: true },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'name', kind: 'text', emojiFilter: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    container: 'drawer',
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 30, emojiFilter: true },
      { key: 'code', kind: 'text', required: true, pattern: /^[a-z][a-z0-9_]{1,29}$/, disabledOnEdit: true },
      { key: 'sort', kind: 'number', min: 0, max: 9999, precision: 0, defaultValue: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
      { key: 'permissions', kind: 'permissionTree', source: PERMISSION_TREE_URL, defaultValue: [] },
      { key: 'preview', kind: rolePreviewKind },
    ],
  },
  rowActions: [
    {
      key: 'viewAs',
      permission: 'system.authRole',
      show: (row) => createElement(RoleMenuPreview, { permissions: row.permissions }),
      width: 480,
    },
    {
      key: 'remove',
      permission: 'system.authRole.remove',
      url: '/api/system/authRole/remove',
      body: (row) => ({ id: row.id }),
      visible: (row) => !row.builtIn,
      confirm: true,
      danger: true,
    },
  ],
  // The signed-in user's own role may be the one changed: its menu and keys load again.
  onChange: requestMenuReload,
});

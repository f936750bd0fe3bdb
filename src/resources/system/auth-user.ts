// 用户管理 (system.authUser): the platform's staff accounts (auth.md 5.4). The password travels AES-encrypted like the
// login's, required on create, left empty on edit to keep it. Nobody disables or removes themself (the server
// refuses too). Reset password is not built on the platform: it says so and calls nothing.
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { sessionStore } from '@/lib/session-store';
import type { AuthUserRow } from '@/api/system-auth';

// The signed-in user, and the built-in admin, are never disabled or removed from here.
const ADMIN = 'admin';
const me = () => sessionStore.getSnapshot().profile?.username;
const notMe = (row: AuthUserRow) => row.username !== me() && row.username !== ADMIN;
const PASSWORD = { key: 'password', kind: 'password', minLength: 6, maxLength: 20 } as const;

export const AuthUserPage = defineResource<AuthUserRow>({
  name: 'system.authUser',
  columns: [
    { key: 'id', width: 80 },
    { key: 'username', kind: 'copy' },
    { key: 'nickname' },
    { key: 'roleName' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'lastLoginTime', kind: 'time' },
    { key: 'lastLoginIp' },
    { key: 'remark', hidden: true },
    { key: 'operator', hidden: true },
    { key: 'createTime', kind: 'time', hidden: true },
  ],
  filters: [
    { key: 'username', kind: 'text' },
    { key: 'nickname', kind: 'text', emojiFilter: true },
    { key: 'roleId', kind: 'resource', resource: 'system.authRole', optionLabel: 'name', optionValue: 'id' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    fields: [
      { key: 'username', kind: 'text', required: true, pattern: /^[a-zA-Z0-9_]{4,20}$/, disabledOnEdit: true },
      { key: 'nickname', kind: 'text', required: true, maxLength: 20, emojiFilter: true },
      // Required for a new account; left empty on edit, the password stays.
      { ...PASSWORD, only: 'create', required: true },
      { ...PASSWORD, only: 'edit' },
      { key: 'roleId', kind: 'resource', resource: 'system.authRole', optionLabel: 'name', optionValue: 'id', required: true },
      {
        key: 'status',
        kind: 'enum',
        enum: STATUS_ENUM,
        display: 'radio',
        required: true,
        defaultValue: 1,
        visibleWhen: (values) => values.username !== me() && values.username !== ADMIN,
      },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
    ],
  },
  rowActions: [
    { key: 'resetPassword', permission: 'system.authUser.resetPassword', notice: true },
    {
      key: 'remove',
      permission: 'system.authUser.remove',
      url: '/api/system/authUser/remove',
      body: (row) => ({ id: row.id }),
      visible: notMe,
      confirm: true,
      danger: true,
    },
  ],
});

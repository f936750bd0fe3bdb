// 用户管理 (system.authUser, merchant.authUser): a set's accounts (auth.md 5.4). The system set is the platform's
// staff; the merchant set's accounts are a team's (type 2) or a merchant's (type 3), bound to it. The password
// travels AES-encrypted like the login's, required on create, left empty on edit to keep it. Nobody disables or
// removes themself (the server refuses too). Reset password is not built: it says so and calls nothing.
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { sessionStore } from '@/lib/session-store';
import { authPage, authUrl, forMerchant, type AuthArea } from '@/resources/shared/auth/auth-area';
import { ownerColumns, ownerFields, ownerFilters, ownerWire } from '@/resources/shared/auth/merchant-owner';
import type { AuthUserRow, MerchantOwner } from '@/api/system-auth';

type Row = AuthUserRow & Partial<MerchantOwner>;

// The signed-in user, and the built-in admin, are never disabled or removed from here.
const ADMIN = 'admin';
const me = () => sessionStore.getSnapshot().profile?.username;
const notMe = (row: Row) => row.username !== me() && row.username !== ADMIN;
const PASSWORD = { key: 'password', kind: 'password', minLength: 6, maxLength: 20 } as const;
const rolesOfType = (values: Record<string, unknown>) => (values.type ? { userType: Number(values.type) } : undefined);

export const authUserPage = (area: AuthArea) => {
  const name = authPage(area, 'authUser');
  const role = {
    key: 'roleId',
    kind: 'resource',
    resource: authPage(area, 'authRole'),
    optionLabel: 'name',
    optionValue: 'id',
  } as const;
  return defineResource<Row>({
    name,
    history: { type: 'user', id: 'id' },
    columns: [
      { key: 'id', width: 80 },
      { key: 'username', kind: 'copy' },
      { key: 'nickname' },
      ...forMerchant(area, ownerColumns<Row>('type')),
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
      role,
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
      ...forMerchant(area, ownerFilters('type')),
    ],
    form: {
      fields: [
        { key: 'username', kind: 'text', required: true, pattern: /^[a-zA-Z0-9_]{4,20}$/, disabledOnEdit: true },
        { key: 'nickname', kind: 'text', required: true, maxLength: 20, emojiFilter: true },
        // Required for a new account; left empty on edit, the password stays.
        { ...PASSWORD, only: 'create', required: true },
        { ...PASSWORD, only: 'edit' },
        // A merchant account is a team's or a merchant's, and must be bound to it.
        ...forMerchant(
          area,
          ownerFields('type', () => true),
        ),
        // A role is for accounts of its user type (the team role never for a merchant's account): the picker offers
        // the chosen type's roles, asked again when the type changes.
        { ...role, required: true, filterBy: area === 'merchant' ? rolesOfType : undefined },
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
      toWire: area === 'merchant' ? (wire) => ownerWire('type', wire) : undefined,
    },
    rowActions: [
      { key: 'resetPassword', permission: `${name}.resetPassword`, notice: true },
      {
        key: 'remove',
        permission: `${name}.remove`,
        url: authUrl(area, 'authUser', 'remove'),
        body: (row) => ({ id: row.id }),
        visible: notMe,
        confirm: true,
        danger: true,
      },
    ],
  });
};

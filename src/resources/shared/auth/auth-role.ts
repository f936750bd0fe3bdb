// 角色管理 (system.authRole, merchant.authRole): a set's roles with how many users hold each, and a form whose
// permission tree sends checked and half-checked keys (auth.md 5.3). The tree is the set's own, and for a type 2/3
// admin only the keys it holds (the server filters it), so nobody is offered a key they cannot grant. Merchant roles
// also carry their type and owner (a team, a merchant, or none: a shared template). The templates are the platform's:
// a type 2/3 admin sees them (to assign) but its edit and delete are greyed with the reason, and its form asks for
// the owner (the server refuses a role without one, naming it). The built-in super admin cannot be removed; a role
// users hold says why it cannot be. "View as this role" shows the menu the role's users get, for a saved role (row
// action) and for the keys being edited (in the form).
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM, YES_NO_ENUM } from '@/components/resource-kit/enums';
import { requestMenuReload } from '@/lib/menu-reload';
import { currentUserType } from '@/lib/session-store';
import { authPage, authUrl, forMerchant, type AuthArea } from '@/resources/shared/auth/auth-area';
import {
  isTemplate,
  ownerColumns,
  ownerFields,
  ownerFilters,
  ownerValues,
  ownerWire,
} from '@/resources/shared/auth/merchant-owner';
import { permissionTreeUrl, RoleMenuPreview } from '@/resources/shared/auth/role-menu-preview';
import { rolePreviewKind } from '@/resources/shared/auth/role-preview-kind';
import type { MerchantOwner, RoleRow } from '@/api/system-auth';

type Row = RoleRow & Partial<MerchantOwner & { userType: 2 | 3 }>;

/** Platform staff keep every role, the templates too; anyone else only roles of its own scope (the server's rule). */
const platformStaff = () => currentUserType() === 1;

/** Why the signed-in user cannot change this role (a locale key), or undefined. */
const lockedFor = (area: AuthArea) => (row: Row) =>
  area === 'merchant' && !platformStaff() && isTemplate(row) ? 'locked.template' : undefined;

export const authRolePage = (area: AuthArea) => {
  const locked = lockedFor(area);
  return defineResource<Row>({
    name: authPage(area, 'authRole'),
    history: { type: 'role', id: 'id' },
    columns: [
      { key: 'id', width: 80 },
      { key: 'name' },
      { key: 'code', kind: 'copy' },
      ...forMerchant(area, ownerColumns<Row>('userType', true)),
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
      ...forMerchant(area, ownerFilters('userType')),
    ],
    form: {
      container: 'drawer',
      fields: [
        { key: 'name', kind: 'text', required: true, maxLength: 30, emojiFilter: true },
        { key: 'code', kind: 'text', required: true, pattern: /^[a-z][a-z0-9_]{1,29}$/, disabledOnEdit: true },
        ...forMerchant(
          area,
          ownerFields('userType', () => !platformStaff()),
        ),
        { key: 'sort', kind: 'number', min: 0, max: 9999, precision: 0, defaultValue: 0 },
        { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
        { key: 'remark', kind: 'textarea', maxLength: 200 },
        { key: 'permissions', kind: 'permissionTree', source: permissionTreeUrl(area), defaultValue: [] },
        { key: 'preview', kind: rolePreviewKind(area) },
      ],
      toValues: area === 'merchant' ? ownerValues : undefined,
      toWire: area === 'merchant' ? (wire) => ownerWire('userType', wire) : undefined,
      editDisabled: locked,
    },
    rowActions: [
      {
        key: 'viewAs',
        permission: authPage(area, 'authRole'),
        show: (row) => createElement(RoleMenuPreview, { area, permissions: row.permissions }),
        width: 480,
      },
      {
        key: 'remove',
        permission: `${authPage(area, 'authRole')}.remove`,
        url: authUrl(area, 'authRole', 'remove'),
        body: (row) => ({ id: row.id }),
        visible: (row) => !row.builtIn,
        disabled: (row) => locked(row) ?? (row.userCount > 0 ? 'locked.inUse' : undefined),
        confirm: true,
        danger: true,
      },
    ],
    // The signed-in user's own role may be the one changed: its menu and keys load again.
    onChange: requestMenuReload,
  });
};

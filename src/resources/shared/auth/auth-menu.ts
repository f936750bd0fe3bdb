// 菜单管理 (system.authMenu, merchant.authMenu): a set's whole menu as a tree, with its per-type form (auth.md 5.2):
// a group takes a path, a page a path, component and key, an action only its key, made of its page's key and its own
// part. The system set edits the platform's menu, the merchant set the merchant back office's (ids >= 10000, what
// type 2/3 users get); both are platform-only. A saved or removed item reloads the console's own menu, so the change
// shows without signing in again (the platform's own, or nothing visible for the merchant tree: a reload is cheap).
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM, YES_NO_ENUM } from '@/components/resource-kit/enums';
import type { FieldDecl } from '@/components/resource-kit/types';
import { translateTitle } from '@/i18n/i18n';
import { requestMenuReload } from '@/lib/menu-reload';
import { MENU_TYPE } from '@/resources/shared/auth/auth-enums';
import { authPage, authUrl, type AuthArea } from '@/resources/shared/auth/auth-area';
import type { MenuAdminRow } from '@/api/system-auth';

const typeIs =
  (...types: number[]) =>
  (values: Record<string, unknown>) =>
    types.includes(Number(values.type));
const external = (values: Record<string, unknown>) => /^https?:\/\//i.test(String(values.path ?? ''));

const menuFields = (name: string): FieldDecl[] => [
  { key: 'type', kind: 'enum', enum: MENU_TYPE, display: 'radio', required: true, defaultValue: 2 },
  {
    key: 'parentId',
    kind: 'treeSelect',
    resource: name,
    labelKey: 'title',
    rootLabel: 'shared:authMenu.fields.root',
    // Groups hold groups and pages; pages hold actions (the server checks the pairing too).
    selectable: (row) => Number(row.type) !== 3,
    defaultValue: 0,
    required: true,
  },
  { key: 'title', kind: 'text', required: true, maxLength: 50, help: 'help.title' },
  {
    key: 'path',
    kind: 'text',
    requiredWhen: typeIs(1, 2),
    visibleWhen: typeIs(1, 2),
    pattern: /^(\/|https?:\/\/)\S*$/,
  },
  {
    key: 'component',
    kind: 'text',
    visibleWhen: typeIs(2),
    requiredWhen: (values) => typeIs(2)(values) && !external(values),
    pattern: /^[a-z][a-zA-Z0-9]*\/[a-z][a-zA-Z0-9]*$/,
  },
  {
    key: 'permission',
    kind: 'text',
    visibleWhen: typeIs(2),
    requiredWhen: typeIs(2),
    pattern: /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/,
    validate: (value, values) =>
      values.component && !Number(values.hidden) && value !== String(values.component).replace('/', '.')
        ? 'validation.pageKey'
        : undefined,
  },
  { key: 'action', kind: 'childKey', resource: name, visibleWhen: typeIs(3), requiredWhen: typeIs(3) },
  { key: 'redirect', kind: 'text', visibleWhen: typeIs(1) },
  { key: 'icon', kind: 'text', visibleWhen: typeIs(1, 2) },
  { key: 'sort', kind: 'number', min: 0, max: 9999, precision: 0, defaultValue: 0 },
  { key: 'hidden', kind: 'enum', enum: YES_NO_ENUM, display: 'radio', defaultValue: 0, visibleWhen: typeIs(1, 2) },
  { key: 'keepAlive', kind: 'enum', enum: YES_NO_ENUM, display: 'radio', defaultValue: 1, visibleWhen: typeIs(2) },
  { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
  { key: 'remark', kind: 'textarea', maxLength: 200 },
];

// The removal confirm names the item by its shown title, not its locale key.
type MenuPageRow = MenuAdminRow & { titleText?: string };

export const authMenuPage = (area: AuthArea) =>
  defineResource<MenuPageRow>({
    name: authPage(area, 'authMenu'),
    history: { type: area === 'system' ? 'menu' : 'merchantMenu', id: 'id' },
    tree: true,
    transform: (row) => ({ ...row, titleText: translateTitle(row.title) }),
    columns: [
      { key: 'title', render: (row) => translateTitle(row.title), width: 220 },
      { key: 'type', kind: 'enum', enum: MENU_TYPE },
      { key: 'icon', hidden: true },
      { key: 'path' },
      { key: 'component' },
      { key: 'permission', kind: 'copy' },
      { key: 'sort', kind: 'number' },
      { key: 'hidden', kind: 'enum', enum: YES_NO_ENUM },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
      { key: 'roleCount', kind: 'number' },
      { key: 'updateTime', kind: 'time', hidden: true },
      { key: 'operator', hidden: true },
    ],
    filters: [
      { key: 'title', kind: 'text' },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    ],
    form: {
      fields: menuFields(authPage(area, 'authMenu')),
      container: 'drawer',
      // The action's key is edited as its own part under its page's key; it travels as `permission`.
      toValues: (row) => ({ ...row, action: row.type === 3 ? row.permission : '' }),
      toWire: ({ action, ...wire }) => (Number(wire.type) === 3 ? { ...wire, permission: action } : wire),
    },
    rowActions: [
      {
        key: 'remove',
        permission: `${authPage(area, 'authMenu')}.remove`,
        url: authUrl(area, 'authMenu', 'remove'),
        body: (row) => ({ id: row.id }),
        confirm: true,
        danger: true,
      },
    ],
    export: false,
    onChange: requestMenuReload,
  });

// The per-type rules of a menu item (auth.md 5.2): which parent, path, component and key each type takes.
import type { AuthMsgKey } from '@mocks/domain/staff/auth-messages';
import type { MenuRecord, MenuType } from '@mocks/domain/staff/auth-state';

export type MenuDraft = Pick<
  MenuRecord,
  'parentId' | 'path' | 'component' | 'permission' | 'title' | 'icon' | 'keepAlive' | 'hidden' | 'redirect' | 'sort'
> & { id?: number; type: MenuType };

const EXTERNAL = /^https?:\/\/\S+$/i;
const COMPONENT = /^[a-z][a-zA-Z0-9]*\/[a-z][a-zA-Z0-9]*$/;
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
const ACTION = /^[a-z][a-zA-Z]*$/;

/** Fills the fields a type fixes and answers the first broken rule, if any. */
export function checkMenu(draft: MenuDraft, items: readonly MenuRecord[]): AuthMsgKey | undefined {
  const others = items.filter((i) => i.id !== draft.id);
  const parent = draft.parentId ? items.find((i) => i.id === draft.parentId) : undefined;
  const before = draft.id === undefined ? undefined : items.find((i) => i.id === draft.id);
  if (![1, 2, 3].includes(draft.type)) return 'typeInvalid';
  if (!draft.title || draft.title.length > 50) return 'titleRequired';
  if (!Number.isInteger(draft.sort) || draft.sort < 0 || draft.sort > 9999) return 'sortInvalid';
  if (draft.parentId && (!parent || ancestorsOf(parent, items).some((i) => i.id === draft.id))) return 'parentInvalid';
  if (draft.type === 1) {
    if (parent && parent.type !== 1) return 'parentInvalid';
    if (!draft.path.startsWith('/')) return 'pathInvalid';
    draft.component = '';
    draft.permission = '';
  } else if (draft.type === 2) {
    if (parent && parent.type !== 1) return 'parentInvalid';
    const external = EXTERNAL.test(draft.path);
    if (!external && !/^\/\S+$/.test(draft.path)) return 'pathInvalid';
    if (others.some((i) => i.path === draft.path)) return 'pathTaken';
    if (external ? draft.component && !COMPONENT.test(draft.component) : !COMPONENT.test(draft.component)) {
      return 'componentInvalid';
    }
    if (!KEY.test(draft.permission)) return 'permissionInvalid';
    // One visible page per key (the role tree shows one node per key); only a hidden detail page may share its
    // page's key. Otherwise the key is the component's dot form.
    const page = others.find((i) => i.type === 2 && !i.hidden && i.permission === draft.permission);
    if (page && !draft.hidden) return 'permissionTaken';
    if (!page && draft.component && draft.permission !== draft.component.replace('/', '.')) return 'permissionInvalid';
    draft.redirect = '';
  } else {
    if (!parent || parent.type !== 2) return 'parentInvalid';
    const action = draft.permission.slice(parent.permission.length + 1);
    const legacy = before?.type === 3 && before.permission === draft.permission;
    if (!legacy && (!draft.permission.startsWith(`${parent.permission}.`) || !ACTION.test(action))) {
      return 'permissionInvalid';
    }
    if (others.some((i) => i.permission === draft.permission)) return 'permissionTaken';
    Object.assign(draft, { path: '', component: '', redirect: '', hidden: 1, keepAlive: 0 });
  }
  return undefined;
}

function ancestorsOf(item: MenuRecord, items: readonly MenuRecord[]): MenuRecord[] {
  const out: MenuRecord[] = [item];
  let next = items.find((i) => i.id === item.parentId);
  while (next && out.length < 50 && !out.includes(next)) {
    out.push(next);
    next = items.find((i) => i.id === next!.parentId);
  }
  return out;
}

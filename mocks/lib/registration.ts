// What an area of the mock declares about itself in `mocks/<area>/register.ts`: its menu group, its pages with their
// menu entries (stable ids, declared here and never derived from a position), their permission keys, the role
// templates' grants, and the endpoints each page calls with the key it needs there (back-office README 0.5).
// mocks/lib/registry.ts finds every area's declaration; a register file is data only and imports nothing but
// these types, so the lower floors can read it without importing an area's code.
import type { MenuItem } from '@/api/common';

export const OPEN = 'open';
export const SIGNED_IN = 'signed-in';

/** What an endpoint needs: no token, any token, or one of the listed keys. */
export type EndpointAccess = typeof OPEN | typeof SIGNED_IN | readonly [string, ...string[]];

/** The role templates a page grants keys to; 超级管理员 holds every key and 空角色 none, so they declare nothing. */
export type RoleTemplate = 'team' | 'merchant';

/** The operation log's verb of an action (system.md 4.7), when the key's last part does not say it. */
export type LogVerb = string | ((body: Record<string, unknown>) => string);

/**
 * A page's need on an endpoint: the key it calls it with, and for a POST the verb the log writes. A list is any of its
 * keys, for an endpoint a page calls about records other pages show (`system.approval/pending`: the record's page key).
 */
export type EndpointNeed = string | readonly [string, ...string[]] | { key: string; verb: LogVerb };

/** The keys a need accepts. */
export function needKeys(need: EndpointNeed): readonly string[] {
  if (typeof need === 'string') return [need];
  return 'key' in need ? [need.key] : need;
}

/** A menu entry; what is left out follows from the page key (`<area>.<page>`: path, component, title...). */
export type MenuDeclaration = Pick<MenuItem, 'id' | 'sort'> & Partial<MenuItem>;

export type PageRegistration = {
  /** The page key (`player.page`); a link (no component) holds one too. */
  key: string;
  menu: MenuDeclaration;
  /** Routes of the page that are no page of their own (a hidden detail route). */
  moreMenu?: readonly MenuDeclaration[];
  /** Keys of the page beyond its own and its actions (the player detail's tabs), each with its role-tree item id. */
  keys?: Readonly<Record<string, number>>;
  /** Its action keys (`<page>.<action>`), each with the stable id of its item in the role tree. */
  actions?: Readonly<Record<string, number>>;
  /** The page's keys (own, tabs, actions) each role template holds. */
  grants?: Partial<Record<RoleTemplate, readonly string[]>>;
  /** Keys a merchant-side role can never hold (README 0.4); the area's flag covers all its pages. */
  platformOnly?: boolean;
  /** Every endpoint the page calls, its own and other areas' (an order detail opened from a tab). */
  calls: Readonly<Record<string, EndpointNeed>>;
};

export type AreaRegistration = {
  /** The area key: the first part of its page keys and of its menu paths. */
  key: string;
  /** Its menu group; an area without pages (the shell) has none. */
  group?: { id: number; icon: string; sort: number };
  platformOnly?: boolean;
  pages?: readonly PageRegistration[];
  /** Endpoints no page owns (sign-in, look-ups, export files). */
  endpoints?: Readonly<Record<string, typeof OPEN | typeof SIGNED_IN>>;
};

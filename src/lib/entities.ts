// Entities the console can open by id from anywhere (a player, a bet order, a merchant later): an id cell, the header
// viewer, the command palette. Each page area declares how its entities open (src/resources/entities.ts: a modal
// component of the area, or a page of the console); the places that open them name the entity only, so no shell
// code and no kit code knows any area. The console's entity host (src/app) listens and does the opening.
import type { PageModule } from '@/lib/page-modules';
import { hasPermission } from '@/lib/session-store';
import { useSession } from '@/lib/use-session';
import type { Trigger } from '@/lib/use-modal-gate';

export type EntityDef = {
  name: string;
  /** Any one of these keys lets the role open it (a player detail with at least one tab). */
  permissions: readonly string[];
  /** What an id of this entity can be (anything else is refused); the palette offers the entity for a typed id that matches. */
  pattern: RegExp;
  /**
   * The shape only this entity's ids have (a bet order's 17 digits): the palette lists the entity first for a typed
   * id of that shape, before the others that could have it too. docs/adding-a-resource.md, "Entities", names them.
   */
  shape?: RegExp;
  /** A modal of the area (receives EntityModalProps), loaded on first open... */
  modal?: PageModule;
  /** ...or a page of the console that shows it. */
  path?: (id: string) => string;
  /**
   * Locale keys (`<ns>:<key>`) of the palette's "open ..." actions, with an id ({{id}}) and without, and of what it
   * says of an id that cannot be this entity's (the pattern).
   */
  labels: { withId: string; withoutId: string; invalidId: string };
};

/** What an entity's modal receives: the host owns the open state (and its modal gate). */
export type EntityModalProps = {
  id: string;
  open: boolean;
  /** Given the close's event: a close by key is never dropped as a stray click (use-modal-gate.ts). */
  onCancel: (trigger?: Trigger) => void;
  afterClose: () => void;
};

type Listener = (entity: EntityDef, id: string, trigger?: Trigger) => void;

const defs = new Map<string, EntityDef>();
const listeners = new Set<Listener>();

export function registerEntities(list: readonly EntityDef[]) {
  for (const def of list) defs.set(def.name, def);
}

export function entityDef(name: string): EntityDef | undefined {
  return defs.get(name);
}

export function registeredEntities(): EntityDef[] {
  return [...defs.values()];
}

export function canOpenEntity(name: string): boolean {
  const def = defs.get(name);
  return !!def && def.permissions.some(hasPermission);
}

/** canOpenEntity, again whenever the session changes (another sign-in, a new role). */
export function useCanOpenEntity(name: string): boolean {
  useSession();
  return canOpenEntity(name);
}

export type OpenOutcome = 'opened' | 'invalid' | 'unavailable';

/**
 * Opens `name` `id` through the host: 'invalid' for an id that cannot be one, 'unavailable' when nothing opens it.
 * `trigger`: what asked, when it was a key or a command (never dropped as a stray click, use-modal-gate.ts).
 */
export function openEntity(name: string, rawId: string | number, trigger?: Trigger): OpenOutcome {
  const def = defs.get(name);
  const id = String(rawId).trim();
  if (!def || !def.permissions.some(hasPermission) || !listeners.size) return 'unavailable';
  if (!def.pattern.test(id)) return 'invalid';
  listeners.forEach((listener) => listener(def, id, trigger));
  return 'opened';
}

export function onOpenEntity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasEntityHost(): boolean {
  return listeners.size > 0;
}

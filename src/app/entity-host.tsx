// Opens the entities the page areas declare (src/resources/entities.ts) when anything asks (openEntity): a modal of
// the area, loaded on first use and remounted per open (no stale data from the last id), or a page of the console.
// A modal's opens and closes go through one gate: a double click on an id opens it once, another id replaces it.
import { createElement, useCallback, useEffect, useState, type ComponentType } from 'react';
import { onOpenEntity, registerEntities, type EntityDef, type EntityModalProps } from '@/lib/entities';
import { lazyNamed } from '@/lib/lazy-named';
import { navigateTo } from '@/lib/navigation';
import { useKeyedModalGate, type Trigger } from '@/lib/use-modal-gate';
import { ENTITIES } from '@/resources/entities';

registerEntities(ENTITIES);

type Shown = { entity: EntityDef; id: string; serial: number; open: boolean };

// One lazy component per entity with a modal, made once: its code loads on the first open.
const MODALS = new Map<string, ComponentType<EntityModalProps>>(
  ENTITIES.flatMap((entity) => {
    if (!entity.modal) return [];
    const { load, exportName, namespaces } = entity.modal;
    const modal = lazyNamed(load as () => Promise<Record<string, ComponentType<EntityModalProps>>>, exportName, {
      namespaces,
    });
    return [[entity.name, modal] as const];
  }),
);

export function EntityHost() {
  const [shown, setShown] = useState<Shown | null>(null);
  const gate = useKeyedModalGate();

  useEffect(
    () =>
      onOpenEntity((entity, id, trigger) => {
        if (entity.path) return navigateTo(entity.path(id));
        if (gate.open(`${entity.name}:${id}`, trigger))
          setShown((last) => ({ entity, id, serial: (last?.serial ?? 0) + 1, open: true }));
      }),
    [gate],
  );
  const cancel = useCallback(
    (trigger?: Trigger) => {
      if (gate.close(trigger)) setShown((last) => last && { ...last, open: false });
    },
    [gate],
  );
  const forget = useCallback(() => setShown((last) => (last?.open ? last : null)), []);

  // The map holds one component per entity, made at start: the same one on every render.
  const Modal = shown ? MODALS.get(shown.entity.name) : undefined;
  if (!shown || !Modal) return null;
  return createElement(Modal, {
    key: shown.serial,
    id: shown.id,
    open: shown.open,
    onCancel: cancel,
    afterClose: forget,
  });
}

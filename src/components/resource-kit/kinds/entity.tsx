// An id of an entity the console can open (a player, a bet order): a link that opens it from anywhere, when the
// role may; plain text otherwise. The entity is named, not imported: page areas register how theirs open
// (src/lib/entities.ts). The link names its entity (data-entity): a row may hold ids of several (an order and its player).
import { LinkButton } from '@/components/resource-kit/columns/link-button';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { canOpenEntity, openEntity } from '@/lib/entities';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    entity: { entity: string };
  }
}

export const kind = defineKind({
  name: 'entity',
  cell: (value, _row, decl, ctx) =>
    canOpenEntity(decl.entity) ? (
      <LinkButton colors={ctx.colors} data-entity={decl.entity} onClick={() => openEntity(decl.entity, String(value))}>
        {String(value)}
      </LinkButton>
    ) : (
      String(value)
    ),
});

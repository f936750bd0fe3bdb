// A list inside the player detail: the kit's table where the detail needs it: paging, sorting and filters never go
// to the address bar (the modal sits over whatever page is open, and that page owns the URL), every call carries
// the player scope, nothing is served from an earlier player's cache, and it fills the height the detail gives it
// (its rows scroll inside the table, player-detail.css).
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { useMemo } from 'react';
import { ResourceTable } from '@/components/resource-kit/list/resource-table';
import type { ResourceDefinition } from '@/components/resource-kit/types';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  playerId: string;
  /** Fixed wire parameters of the tab's call, beyond the player id. */
  fixed?: Record<string, string | number>;
  /** For rows the platform sends without an id. */
  rowKey?: (row: T) => string;
};

/** The player id filter every tab's calls carry. */
export function playerScope(playerId: string, extra: Record<string, string | number> = {}): CrudFilter[] {
  return [
    { field: 'playerId', operator: 'eq', value: playerId },
    ...Object.entries(extra).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value })),
  ];
}

export function PlayerTab<T extends BaseRecord>({ definition, playerId, fixed, rowKey }: Props<T>) {
  // `fixed` is a constant of the tab; the scope changes with the player only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scope = useMemo(() => playerScope(playerId, fixed), [playerId]);
  return (
    <ResourceTable
      definition={definition}
      options={{ scope, syncWithLocation: false, fresh: true, rowKey }}
      layout="fit"
      className="player-tab-fill"
      testId={`player-tab-${definition.prefix}`}
    />
  );
}

// A drilled list names its tab after what it was opened for, in the user's language: the drill's filters as this
// page's own filters show them (a game's and a merchant's name from the look-up lists, a status's label, 按日, the
// days), so "注单列表 · Fortune Tiger (1017) · 成功 · 2026-11-25" rather than the codes the address carries.
import { useContext, useMemo } from 'react';
import { DRILL_PARAM, parseDrillIdentity } from '@/components/resource-kit/detail/drill';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FilterDecl } from '@/components/resource-kit/types';
import { useLookups } from '@/lib/lookups';
import { PaneRouteContext } from '@/lib/pane-route';
import { usePaneTitle } from '@/lib/pane-title';

/**
 * The drilled filters as text, joined by " · ". A value the filter starts with anyway (the default data source)
 * tells nothing and is left out; a field this page has no filter for shows as it is.
 */
export function drillTitle(filters: readonly FilterDecl[], text: ResourceText, identity: string): string {
  const parts: string[] = [];
  for (const [field, value] of parseDrillIdentity(identity)) {
    const decl = filters.find((f) => f.key === field);
    if (decl?.defaultValue !== undefined && String(decl.defaultValue) === String(value)) continue;
    const kind = decl ? kindOf(decl) : undefined;
    const shown = decl && kind?.text ? kind.text(value, decl, text) : Array.isArray(value) ? value.join(' ~ ') : value;
    if (shown) parts.push(shown);
  }
  return parts.join(' · ');
}

function DrillTitle({
  filters,
  text,
  identity,
}: {
  filters: readonly FilterDecl[];
  text: ResourceText;
  identity: string;
}) {
  // names come with the look-up lists: the title is given again when they arrive
  const lookups = useLookups();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const suffix = useMemo(() => () => drillTitle(filters, text, identity), [filters, text, identity, lookups]);
  usePaneTitle(suffix);
  return null;
}

/** Names the list's tab when the list was opened by a drill (the tab's address has a `drill` identity). */
export function DrillTabTitle({ filters, text }: { filters: readonly FilterDecl[] | undefined; text: ResourceText }) {
  const pane = useContext(PaneRouteContext);
  const identity = pane ? new URLSearchParams(pane.location.search).get(DRILL_PARAM) : null;
  return identity && filters ? <DrillTitle filters={filters} text={text} identity={identity} /> : null;
}

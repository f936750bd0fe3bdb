// Drill-down: a row opens what it sums. A page target opens in a NEW workspace tab: tabs are keyed by pathname plus
// the non-table query (app/workspace/tab-model.ts), and Refine's `filters[...]` do not count, so the address gets a
// `drill` identity param (one tab per drilled row; drilling the same row again finds its tab). The filters go in
// Refine's own URL form, which the target list's syncWithLocation reads as its filters. The path comes from the
// role's menu: a drill whose page the role cannot open is not offered.
import type { BaseRecord } from '@refinedev/core';
import qs from 'qs';
import { useMemo } from 'react';
import type { DrillDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { canOpenEntity, openEntity } from '@/lib/entities';
import { useAllowedMenu } from '@/lib/menu-context';
import { walkMenu } from '@/lib/menu-tree';
import { navigateTo } from '@/lib/navigation';
import { useSession } from '@/lib/use-session';

export const DRILL_PARAM = 'drill';

export type RowLink<T> = { key: string; onClick: (row: T) => void; visible?: (row: T) => boolean };

type Wire = Record<string, string | number | string[]>;

const encode = (value: string) => encodeURIComponent(value).replace(/~/g, '%7E');

/**
 * The tab's identity: the drilled filters as `field:value` pairs (a range `start~end`, by day), so the target page
 * can name its tab from them (useDrillTitle) and drilling the same row again finds the same tab.
 */
export function drillIdentity(filters: Wire): string {
  return Object.entries(filters)
    .map(
      ([field, value]) =>
        `${field}:${Array.isArray(value) ? value.map((v) => encode(v.slice(0, 10))).join('~') : encode(String(value))}`,
    )
    .join(',');
}

/** Back: the drilled filters of an identity (a range as a pair); empty for an identity of an older form. */
export function parseDrillIdentity(identity: string): [string, string | string[]][] {
  const pairs: [string, string | string[]][] = [];
  for (const part of identity.split(',')) {
    const at = part.indexOf(':');
    if (at <= 0) return [];
    let values: string[];
    try {
      values = part
        .slice(at + 1)
        .split('~')
        .map(decodeURIComponent);
    } catch {
      return []; // edited by hand
    }
    pairs.push([part.slice(0, at), values.length > 1 ? values : values[0]!]);
  }
  return pairs;
}

/** The drilled values as they are (ids, codes), until the page names its tab. */
export function drillCodes(identity: string): string {
  const pairs = parseDrillIdentity(identity);
  if (!pairs.length) return identity;
  return pairs.map(([, value]) => (Array.isArray(value) ? value.join('~') : value)).join(' ');
}

/** `path?drill=...&filters[0][field]=...`: Refine's URL form of the filters (`between` for a pair, as the kit sends). */
export function drillPath(path: string, filters: Wire): string {
  const crud = Object.entries(filters).map(([field, value]) => ({
    field,
    operator: Array.isArray(value) ? 'between' : 'eq',
    value,
  }));
  return `${path}${qs.stringify({ [DRILL_PARAM]: drillIdentity(filters), filters: crud }, { addQueryPrefix: true, arrayFormat: 'indices' })}`;
}

/** The current filters as wire values (`{ merchantId: 3, date: [...] }`). */
export function filterValues(filters: { field?: string; value?: unknown }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) if (f.field !== undefined && f.value !== undefined && f.value !== '') out[f.field] = f.value;
  return out;
}

/** The declared drills this role can follow, as row links of the actions column. */
export function useDrillLinks<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  current: { field?: string; value?: unknown }[],
): RowLink<T>[] {
  const menu = useAllowedMenu();
  const session = useSession();
  const drills = definition.drills;
  // by value: a new filters array with the same filters must not rebuild the table's columns
  const currentKey = JSON.stringify(current);
  return useMemo(() => {
    const values = filterValues(JSON.parse(currentKey) as { field?: string; value?: unknown }[]);
    const paths = new Map(
      walkMenu(menu)
        .filter((n) => n.component && !n.external)
        .map((n) => [n.component, n.path]),
    );
    const links: RowLink<T>[] = [];
    for (const drill of (drills ?? []) as DrillDecl<T>[]) {
      if ('entity' in drill) {
        if (!canOpenEntity(drill.entity)) continue;
        links.push({
          key: drill.key,
          visible: drill.visible,
          onClick: (row) => void openEntity(drill.entity, drill.id(row)),
        });
        continue;
      }
      const path = paths.get(drill.page);
      if (!path) continue;
      links.push({
        key: drill.key,
        visible: drill.visible,
        onClick: (row) => navigateTo(drillPath(path, drill.filters(row, values))),
      });
    }
    return links;
    // session: another role holds other entities
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drills, menu, session, currentKey]);
}

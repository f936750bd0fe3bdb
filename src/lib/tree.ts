// Flat rows nested by their parent id (menus, permission trees): the platform sends trees flat, `parentId` 0 (or
// missing, or pointing at nothing) for the top. Children keep the rows' order.
export type Nested<T> = T & { children?: Nested<T>[] };

export function nestByParent<T extends object>(rows: readonly T[], idKey = 'id', parentKey = 'parentId'): Nested<T>[] {
  const get = (row: T, key: string) => (row as Record<string, unknown>)[key];
  const byId = new Map<unknown, Nested<T>>();
  for (const row of rows) byId.set(get(row, idKey), { ...row });
  const roots: Nested<T>[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(get(node, parentKey));
    // A row naming itself (or a loop) as parent is shown at the top rather than lost.
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function walkNested<T extends object>(nodes: readonly Nested<T>[]): Nested<T>[] {
  return nodes.flatMap((node) => [node, ...walkNested(node.children ?? [])]);
}

// A tree table starts with every row expanded and keeps what the user folds, as the rows reload (antd's
// defaultExpandAllRows acts only on the rows of the first render, which are none while the list loads).
import { useCallback, useMemo, useState, type Key } from 'react';
import { walkNested, type Nested } from '@/lib/tree';

export function useTreeExpansion<T extends object>(nodes: readonly Nested<T>[], keyOf: (row: T) => Key) {
  const [folded, setFolded] = useState<ReadonlySet<Key>>(new Set());
  const parents = useMemo(
    () =>
      walkNested(nodes)
        .filter((n) => n.children?.length)
        .map(keyOf),
    [nodes, keyOf],
  );
  const expandedRowKeys = useMemo(() => parents.filter((key) => !folded.has(key)), [parents, folded]);
  const onExpand = useCallback(
    (expanded: boolean, row: T) =>
      setFolded((current) => {
        const next = new Set(current);
        if (expanded) next.delete(keyOf(row));
        else next.add(keyOf(row));
        return next;
      }),
    [keyOf],
  );
  return useMemo(() => ({ expandedRowKeys, onExpand }), [expandedRowKeys, onExpand]);
}

// A function whose identity never changes but which always runs the latest render's version. Handlers that close
// over the render (antd's table onChange, a list's applyFilters) would otherwise give every part that receives
// them a new prop on each render, and memoised parts would render again for nothing.
import { useLayoutEffect, useRef, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useStableCallback<F extends (...args: any[]) => any>(fn: F): F {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const [stable] = useState(() => ((...args: Parameters<F>) => latest.current(...args)) as F);
  return stable;
}

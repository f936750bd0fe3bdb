import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (the codebase has no default exports). */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadNamespaces } from '@/i18n/i18n';

export type PreloadableComponent<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

type PropsOf<C> = C extends ComponentType<infer P> ? P : object;

type LazyOptions = {
  /** Locale namespaces the component reads, loaded with its code so its first render does not suspend. */
  namespaces?: string[];
  /** Shown while loading. */
  fallback?: ReactNode;
};

type LoadState<P> = { component: ComponentType<P> } | { error: unknown } | null;

/**
 * A code-split component (modules with named exports: the codebase has no default exports) with `preload()`.
 *
 * Not React.lazy: React 19 holds back content that a Suspense boundary reveals after showing its fallback until
 * 300 ms after that fallback (the "retry" throttle), so every page that flashed a spinner appeared ~300 ms late,
 * the login form and a newly opened tab included. Here the loaded code arrives as an ordinary state update, which
 * commits at once; once preloaded, the component renders straight away. A failed download is thrown to the nearest
 * error boundary, and the next mount tries again.
 */
export function lazyNamed<M, K extends keyof M, P = PropsOf<M[K]>>(
  load: () => Promise<M>,
  name: K,
  options: LazyOptions = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), options.namespaces ? loadNamespaces(options.namespaces) : null]).then(
      ([module]) => (loaded = module[name] as ComponentType<P>),
      (failure: unknown) => {
        pending = undefined;
        throw failure;
      },
    ));

  function Named(props: P) {
    const [state, setState] = useState<LoadState<P>>(() => (loaded ? { component: loaded } : null));
    useEffect(() => {
      if (state) return;
      let live = true;
      preload().then(
        // A transition: a page's first render (its antd styles included) is done in slices, not one long task.
        (component) => live && startTransition(() => setState({ component })),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state && 'error' in state) throw state.error;
    if (!state) return options.fallback ?? null;
    return createElement(state.component as ComponentType<object>, props as object);
  }
  return Object.assign(Named, { preload });
}

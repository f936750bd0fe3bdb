import { FullPageSpinner } from '@/components/full-page-spinner';
import { lazyNamed } from '@/lib/lazy-named';

/** lazyNamed with the route spinner while the code loads: for routes, pages and panels that fill their area. */
export const lazyPage: typeof lazyNamed = (load, name, options = {}) =>
  lazyNamed(load, name, { fallback: <FullPageSpinner />, ...options });

// Where Vite keeps the pre-bundled dependencies (its cacheDir). `npm run dev` keeps Vite's own, node_modules/.vite.
// A script that starts a second dev server in the same checkout (test:e2e:dev, bench:dev) names its own cache in
// CONSOLE_VITE_CACHE: with one shared, each server re-bundled over the other's files, and the console open on the
// other server lost its modules and went blank. The caches live in the checkout (.vite-cache/<name>), not in
// node_modules, which several checkouts may share (a symlink).
import path from 'node:path';

export const CACHE_ENV = 'CONSOLE_VITE_CACHE';

/** The cacheDir for a cache name, or undefined for Vite's default. */
export function viteCacheDir(root: string, name: string | undefined): string | undefined {
  if (!name) return undefined;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
    throw new Error(`${CACHE_ENV}=${name}: a name of lower-case letters, digits and dashes`);
  return path.join(root, '.vite-cache', name);
}

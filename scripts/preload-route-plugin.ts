// Adds <link rel="modulepreload"> for a lazily loaded route and the chunks it imports to the built index.html.
// The login page is imported by the entry only once the framework has been evaluated (~100 ms after the HTML on
// this machine), and its own imports were discovered only after that: preloaded, they download alongside the
// entry. What it adds for a visit that does not end on the login page is its 2 KiB chunk and two icons; the rest
// (antd's form, input and button) the console loads anyway.
import path from 'node:path';
import type { Plugin } from 'vite';

export function preloadRoutePlugin(moduleFile: string): Plugin {
  const wanted = path.resolve(moduleFile);
  let base = '/';
  return {
    name: 'preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const byName = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
        const route = [...byName.values()].find((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === wanted);
        if (!route) throw new Error(`preload-route: no chunk for ${moduleFile}`);
        // The entry's own static imports are preloaded by Vite already.
        const skip = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (skip.has(fileName) || files.includes(fileName)) return;
          files.push(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(route.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

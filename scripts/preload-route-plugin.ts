// Fills index.html's route-chunk table: for each lazily loaded entry route, its chunk and the chunks it imports.
// The entry imports the route's code only once the framework has been evaluated (~100 ms after the HTML on this
// machine), and the route's own imports are discovered only after that; the inline script in index.html picks the
// route this visit starts on (login, or the console and its home page) and preloads them alongside the entry.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The placeholder in index.html's inline script (an empty table in development, where nothing is bundled). */
const ROUTE_CHUNKS_PLACEHOLDER = '/* route chunks */ {}';

export function preloadRoutePlugin(routes: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        if (!html.includes(ROUTE_CHUNKS_PLACEHOLDER)) throw new Error('preload-route: index.html lost its placeholder');
        const byName = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
        // The entry's own static imports are preloaded by Vite already.
        const skip = new Set([entry.fileName, ...entry.imports]);
        const table: Record<string, string[]> = {};
        for (const [route, moduleFile] of Object.entries(routes)) {
          const wanted = path.resolve(moduleFile);
          const chunk = [...byName.values()].find((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === wanted);
          if (!chunk) throw new Error(`preload-route: no chunk for ${moduleFile}`);
          const files: string[] = [];
          const visit = (fileName: string) => {
            if (skip.has(fileName) || files.includes(fileName)) return;
            files.push(fileName);
            byName.get(fileName)?.imports.forEach(visit);
          };
          visit(chunk.fileName);
          table[route] = files.map((file) => `${base}${file}`);
        }
        return html.replace(ROUTE_CHUNKS_PLACEHOLDER, JSON.stringify(table));
      },
    },
  };
}

// Loads src/boot/preload-route.js ahead of the entry and, in a build, fills its route-chunk table: for each lazily
// loaded entry route, its chunk and the chunks it imports. The entry imports the route's code only once the framework
// has been evaluated (~100 ms after the HTML on this machine), and the route's own imports are discovered only after
// that; the boot script picks the route this visit starts on (login, or the console and its home page) and preloads
// them alongside the entry. It is an external file (hashed, under assets/), never inline: the console's
// Content-Security-Policy allows scripts from its own origin only (docs/deploy.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The placeholder in the boot script (an empty table in development, where nothing is bundled). */
export const ROUTE_CHUNKS_PLACEHOLDER = '/* route chunks */ {}';
// What the tag's src holds until the build knows the emitted file's name.
const SRC_PLACEHOLDER = '__PRELOAD_ROUTE_SRC__';
// Where the dev server serves it.
const DEV_FILE = 'preload-route.js';

/**
 * The menu's pages by address (`/player/page` for the component key `player.page`: the menu's rule, mocks/shell) and
 * the module each loads, read from the page areas' registries (src/resources/<area>/pages.ts, `'<key>':
 * pageModule(() => import('@/...'), ...)`), without extension.
 */
export function pageModuleFiles(srcDir: string): Record<string, string> {
  const resources = path.join(srcDir, 'resources');
  const out: Record<string, string> = {};
  for (const area of readdirSync(resources, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(path.join(resources, area.name, 'pages.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(
      /'([\w]+)\.([\w]+)':\s*pageModule\(\s*\(\)\s*=>\s*import\(\s*'@\/([^']+)'\s*\)/g,
    ))
      out[`/${match[1]}/${match[2]}`] = path.join(srcDir, match[3]!);
  }
  return out;
}

/**
 * `pages` (address -> module file without extension): a visit that starts on a page of the console (a bookmark, a
 * reload, a shared link) preloads that page's code and texts too, instead of asking for them only after the shell
 * has rendered and the menu has answered (the list page's code and texts arrived ~2 s after the HTML before).
 */
export function preloadRoutePlugin(
  routes: Record<string, string>,
  bootScript: string,
  pages: Record<string, string> = {},
): Plugin {
  let base = '/';
  let command: 'build' | 'serve' = 'build';
  const source = () => readFileSync(bootScript, 'utf8').replaceAll('%BASE_URL%', base);
  return {
    name: 'preload-route',
    // After Vite's HTML plugin has emitted index.html (generateBundle below patches it).
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      command = config.command;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${DEV_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(source());
      });
    },
    transformIndexHtml: {
      order: 'post',
      // First in <head>: a deferred script runs before the module entry Vite adds after it.
      handler: () => [
        {
          tag: 'script',
          attrs: { defer: true, src: command === 'build' ? SRC_PLACEHOLDER : `${base}${DEV_FILE}` },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
      if (!entry) throw new Error('preload-route: no entry chunk for index.html');
      const script = source();
      if (!script.includes(ROUTE_CHUNKS_PLACEHOLDER))
        throw new Error('preload-route: the boot script lost its placeholder');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      // A lazy import resolves only once its chunks' styles have loaded (Vite's preload helper waits for them), and
      // it asks for them only when it starts: they are preloaded with the code.
      const withCss = (files: string[]) => [
        ...files,
        ...new Set(files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])),
      ];
      // The entry's own static imports are preloaded by Vite already.
      const skip = new Set([entry.fileName, ...entry.imports]);
      const table: Record<string, string[]> = {};
      for (const [route, moduleFile] of Object.entries(routes)) {
        const wanted = path.resolve(moduleFile);
        const chunk = chunks.find((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === wanted);
        if (!chunk) throw new Error(`preload-route: no chunk for ${moduleFile}`);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (skip.has(fileName) || files.includes(fileName)) return;
          files.push(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(chunk.fileName);
        table[route] = withCss(files).map((file) => `${base}${file}`);
      }
      // Pages: what the console's closure does not hold already, each file once in `files`, pages by index.
      const consoleFiles = new Set((table.console ?? []).map((f) => f.slice(base.length)));
      for (const css of withCss([...skip]).filter((f) => f.endsWith('.css'))) consoleFiles.add(css);
      const pageFiles: string[] = [];
      const pageTable: Record<string, number[]> = {};
      for (const [address, moduleFile] of Object.entries(pages)) {
        const wanted = path.resolve(moduleFile);
        const chunk = chunks.find(
          (c) => c.facadeModuleId && path.resolve(c.facadeModuleId).replace(/\.[jt]sx?$/, '') === wanted,
        );
        // A page merged into another chunk is found when it loads: preloading is a head start, not a rule.
        if (!chunk) continue;
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (skip.has(fileName) || consoleFiles.has(fileName) || files.includes(fileName)) return;
          files.push(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(chunk.fileName);
        pageTable[address] = withCss(files).map((file) => {
          const at = pageFiles.indexOf(`${base}${file}`);
          return at >= 0 ? at : pageFiles.push(`${base}${file}`) - 1;
        });
      }
      const pageEntries = Object.keys(pageTable).length ? { files: pageFiles, pages: pageTable } : {};
      const ref = this.emitFile({
        type: 'asset',
        name: DEV_FILE,
        source: script.replace(ROUTE_CHUNKS_PLACEHOLDER, JSON.stringify({ ...table, ...pageEntries })),
      });
      const page = String(html.source);
      if (!page.includes(SRC_PLACEHOLDER)) throw new Error('preload-route: index.html lost the boot script tag');
      html.source = page.replace(SRC_PLACEHOLDER, `${base}${this.getFileName(ref)}`);
    },
  };
}

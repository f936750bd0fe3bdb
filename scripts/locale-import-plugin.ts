// The mock imports the console's menu texts from public/locales (mocks/lib/menu-titles.ts) to search menu titles
// in the caller's language. The dev server serves an import by its file's URL, and one under public/ warned
// "Assets in public directory cannot be imported from JavaScript" on every page load (three files, three lines).
// Imported through this plugin, the files are virtual modules with the same content: served at /@id/, no warning.
// tsx (mocks/http-server.ts) reads the same imports through tsconfig's `@locales/*` path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '@locales/';
// A virtual id (\0) keeps the file's name, so Vite's JSON plugin still turns it into a module.
const VIRTUAL = '\0locales:';

export function localeImportPlugin(localesDir: string): Plugin {
  return {
    name: 'locale-import',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null;
      const file = path.resolve(localesDir, source.slice(PREFIX.length));
      if (!file.startsWith(localesDir + path.sep) || !file.endsWith('.json')) return null;
      return VIRTUAL + file;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = id.slice(VIRTUAL.length);
      this.addWatchFile(file);
      return readFile(file, 'utf8');
    },
  };
}

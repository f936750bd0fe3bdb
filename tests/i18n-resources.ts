// Reads public/locales the way the browser would get them, so tests run on the real locale files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';

export const LOCALES_DIR = join(process.cwd(), 'public', 'locales');

export function readLocaleResources(): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(LOCALES_DIR)) {
    resources[language] = {};
    for (const file of readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json'))) {
      resources[language]![file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES_DIR, language, file), 'utf8'),
      );
    }
  }
  return resources;
}

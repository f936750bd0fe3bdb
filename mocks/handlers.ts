// Every mock API handler, for setupWorker, setupServer and the standalone server: each area lists its handlers in
// mocks/<area>/routes.ts and is found here by import.meta.glob (Vite, Vitest), as the kit finds its kinds. Under tsx
// (the standalone server), which has no glob, loadHandlers() imports the same files by reading the folder, so every
// host runs the same modules. Every POST is wrapped by the audit that writes the operation log (system.md 4.7), which
// reads the records a call changes through the readers each area's routes.ts exports as `records`.
import type { HttpHandler } from 'msw';
import { AREAS } from '@mocks/lib/registry';
import { registerRecordReaders, type RecordReaders } from '@mocks/lib/record-readers';
import { audited } from '@mocks/system/handlers/operation-audit';

/** An area's handlers, and the readers of the records it keeps (the change history, operations.md 7.2). */
type RoutesModule = { handlers: readonly HttpHandler[]; records?: RecordReaders };

// Areas in the registry's order (the shell's sign-in first among equals does not matter: paths do not overlap).
function collect(found: Record<string, RoutesModule>): HttpHandler[] {
  for (const m of Object.values(found)) registerRecordReaders(m.records);
  const byArea = new Map(Object.entries(found).map(([file, m]) => [file.split('/').at(-2) ?? '', m.handlers]));
  const order = [...AREAS.map((a) => a.key), ...byArea.keys()];
  return audited([...new Set(order)].flatMap((area) => [...(byArea.get(area) ?? [])]));
}

function globbed(): Record<string, RoutesModule> | undefined {
  try {
    return import.meta.glob<RoutesModule>('./*/routes.ts', { eager: true });
  } catch {
    return undefined; // tsx
  }
}

const found = globbed();

/** The handlers, where import.meta.glob exists (the browser mock, Vitest); empty under tsx: use loadHandlers(). */
export const handlers: HttpHandler[] = found ? collect(found) : [];

type NodeFs = { readdirSync(dir: string): string[]; existsSync(path: string): boolean };

/** The handlers on any host: under tsx the area files are imported by path (the same modules a static import gets). */
export async function loadHandlers(): Promise<HttpHandler[]> {
  if (found) return handlers;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
  if (!fs) throw new Error('mock handlers: no import.meta.glob and no node:fs');
  const imported: Record<string, RoutesModule> = {};
  for (const area of fs.readdirSync(new URL('./', import.meta.url).pathname).sort()) {
    const file = new URL(`./${area}/routes.ts`, import.meta.url);
    if (fs.existsSync(file.pathname))
      imported[file.pathname] = (await import(/* @vite-ignore */ file.href)) as RoutesModule;
  }
  return collect(imported);
}

// Regenerates docs/endpoint-permissions.md and every area's mocks/<area>/endpoints.md from the registrations.
// Run: npx tsx scripts/endpoint-permissions-doc.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointPermissionDocs } from '@mocks/lib/endpoint-permissions-doc';

for (const [path, text] of Object.entries(endpointPermissionDocs())) {
  const target = fileURLToPath(new URL(`../${path}`, import.meta.url));
  const before = (() => {
    try {
      return readFileSync(target, 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (before === text) continue;
  writeFileSync(target, text);
  console.log(`Wrote ${path}`);
}

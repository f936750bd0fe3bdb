// Regenerates docs/endpoint-permissions.md from the mock server's permission table.
// Run: npx tsx scripts/endpoint-permissions-doc.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_PERMISSIONS_DOC, endpointPermissionsMarkdown } from '@mocks/lib/endpoint-permissions-doc';

const target = fileURLToPath(new URL(`../${ENDPOINT_PERMISSIONS_DOC}`, import.meta.url));
writeFileSync(target, endpointPermissionsMarkdown());
console.log(`Wrote ${ENDPOINT_PERMISSIONS_DOC}`);

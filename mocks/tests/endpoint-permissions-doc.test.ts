// @vitest-environment node
// docs/endpoint-permissions.md and each area's mocks/<area>/endpoints.md are generated from the registrations the
// server enforces; this fails when one is stale or missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_PERMISSIONS } from '@mocks/lib/endpoint-permissions';
import { REGENERATE_COMMAND, endpointPermissionDocs } from '@mocks/lib/endpoint-permissions-doc';

const read = (path: string) => {
  try {
    return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  } catch {
    return '(missing)';
  }
};

describe('endpoint permission docs', () => {
  it.each(Object.entries(endpointPermissionDocs()))('%s matches the registrations', (path, text) => {
    expect(read(path), `${path} is out of date with the registrations: run ${REGENERATE_COMMAND}`).toBe(text);
  });

  it('lists every endpoint the server answers in some area file', () => {
    const docs = Object.values(endpointPermissionDocs()).join('\n');
    const missing = Object.keys(ENDPOINT_PERMISSIONS).filter((endpoint) => !docs.includes(`- \`${endpoint}\`: `));
    expect(missing).toEqual([]);
  });
});

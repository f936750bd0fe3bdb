// @vitest-environment node
// docs/endpoint-permissions.md is generated from the table the server enforces; this fails when it is stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_PERMISSIONS_DOC,
  REGENERATE_COMMAND,
  endpointPermissionsMarkdown,
} from '@mocks/lib/endpoint-permissions-doc';

describe(ENDPOINT_PERMISSIONS_DOC, () => {
  it('matches the permission table', () => {
    const file = new URL(`../../${ENDPOINT_PERMISSIONS_DOC}`, import.meta.url);
    const written = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '(missing)';
      }
    })();
    expect(
      written,
      `${ENDPOINT_PERMISSIONS_DOC} is out of date with mocks/lib/endpoint-permissions.ts: run ${REGENERATE_COMMAND}`,
    ).toBe(endpointPermissionsMarkdown());
  });
});

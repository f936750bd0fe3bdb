// docs/endpoint-permissions.md, rendered from the table the mock server enforces, so the docs cannot drift from
// it (mocks/tests/endpoint-permissions-doc.test.ts fails when the file is stale). One line per endpoint, sorted and
// unpadded, so a new page adds its lines and rewrites no other (a padded table was rewritten whole).
import { ENDPOINT_PERMISSIONS, OPEN, SIGNED_IN, type EndpointAccess } from '@mocks/lib/endpoint-permissions';

export const ENDPOINT_PERMISSIONS_DOC = 'docs/endpoint-permissions.md';
export const REGENERATE_COMMAND = 'npx tsx scripts/endpoint-permissions-doc.ts';

function requirement(access: EndpointAccess): string {
  if (access === OPEN) return 'open (no token)';
  if (access === SIGNED_IN) return 'any signed-in user';
  return access.map((key) => `\`${key}\``).join(' or ');
}

// Sorted by path, then method, so a page's new endpoints add their own lines and move no other line.
function byPath([a]: [string, EndpointAccess], [b]: [string, EndpointAccess]): number {
  const [ma = '', pa = ''] = a.split(' ');
  const [mb = '', pb = ''] = b.split(' ');
  return pa === pb ? ma.localeCompare(mb) : pa < pb ? -1 : 1;
}

export function endpointPermissionsMarkdown(): string {
  const lines = Object.entries(ENDPOINT_PERMISSIONS)
    .sort(byPath)
    .map(([endpoint, access]) => `- \`${endpoint}\`: ${requirement(access)}`);
  return [
    '# Endpoint permissions',
    '',
    `Generated from the pages' registrations (\`mocks/<area>/register.ts\`) by \`${REGENERATE_COMMAND}\`; do not edit by hand.`,
    '',
    'What the mock server, the reference implementation of the platform API, requires of a caller on every endpoint',
    '(`shared/api/back-office/README.md` 0.5). A list of keys means the role must hold at least one of them: the page',
    'key for lists and details, `<page key>.<action>` for POST actions. Several keys mean the console calls the endpoint',
    'from several pages. A caller without them gets state 0 with 无权限 / "No permission" / "Sem permissão". An endpoint',
    'missing from the list is refused the same way (it fails closed).',
    '',
    ...lines,
    '',
  ].join('\n');
}

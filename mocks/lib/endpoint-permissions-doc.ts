// The endpoint permission docs, rendered from the registrations the mock server enforces, so they cannot drift from
// it (mocks/tests/endpoint-permissions-doc.test.ts fails when a file is stale). One file per area beside its
// registration (`mocks/<area>/endpoints.md`: the endpoints its pages call, each with the key they call it with) and
// an overview in docs/ that names no endpoint and no area, so a new page regenerates only its own area's file.
import { needKeys, OPEN, SIGNED_IN } from '@mocks/lib/registration';
import { AREAS } from '@mocks/lib/registry';

export const ENDPOINT_PERMISSIONS_DOC = 'docs/endpoint-permissions.md';
export const REGENERATE_COMMAND = 'npx tsx scripts/endpoint-permissions-doc.ts';

/** The generated file of an area, relative to the repository. */
export const areaEndpointsDoc = (area: string) => `mocks/${area}/endpoints.md`;

// Sorted by path, then method, so a page's new endpoints add their own lines and move no other line.
function byPath(a: string, b: string): number {
  const [ma = '', pa = ''] = a.split(' ');
  const [mb = '', pb = ''] = b.split(' ');
  return pa === pb ? ma.localeCompare(mb) : pa < pb ? -1 : 1;
}

function requirement(keys: readonly string[]): string {
  if (keys.includes(OPEN)) return 'open (no token)';
  if (keys.includes(SIGNED_IN)) return 'any signed-in user';
  return keys.map((key) => `\`${key}\``).join(' or ');
}

function areaMarkdown(area: (typeof AREAS)[number]): string {
  const needs = new Map<string, string[]>();
  const add = (endpoint: string, key: string) => {
    const keys = needs.get(endpoint) ?? [];
    if (!keys.includes(key)) needs.set(endpoint, [...keys, key]);
  };
  for (const [endpoint, access] of Object.entries(area.endpoints ?? {})) add(endpoint, access);
  for (const page of area.pages ?? [])
    for (const [endpoint, need] of Object.entries(page.calls)) for (const key of needKeys(need)) add(endpoint, key);
  const lines = [...needs.keys()]
    .sort(byPath)
    .map((endpoint) => `- \`${endpoint}\`: ${requirement(needs.get(endpoint) ?? [])}`);
  return [
    `# Endpoints the ${area.key} area calls`,
    '',
    `Generated from \`mocks/${area.key}/register.ts\` by \`${REGENERATE_COMMAND}\`; do not edit by hand. What each`,
    "endpoint needs when this area's pages call it; the server accepts the key of any page that calls it, so an endpoint",
    'other areas call too lists their keys in their files (`docs/endpoint-permissions.md`).',
    '',
    ...(lines.length ? lines : ['(none)']),
    '',
  ].join('\n');
}

function overviewMarkdown(): string {
  return [
    '# Endpoint permissions',
    '',
    `The overview of the files \`${REGENERATE_COMMAND}\` generates; do not edit by hand.`,
    '',
    'What the mock server, the reference implementation of the platform API, requires of a caller on every endpoint',
    '(`shared/api/back-office/README.md` 0.5) is listed per area, beside the registration it is made from:',
    "`mocks/<area>/endpoints.md` lists every endpoint the area's pages call with the key they call it with. A list of",
    'keys means the role must hold at least one of them: the page key for lists and details, `<page key>.<action>` for',
    'POST actions. An endpoint several pages call (in one area or several) accepts the key of any of them. A caller',
    'without one gets state 0 with 无权限 / "No permission" / "Sem permissão". An endpoint no registration names is',
    'refused the same way (it fails closed). The merged table is `ENDPOINT_PERMISSIONS` in',
    '`mocks/lib/endpoint-permissions.ts`.',
    '',
  ].join('\n');
}

/** Every generated file (path relative to the repository) with its text. */
export function endpointPermissionDocs(): Record<string, string> {
  return Object.fromEntries([
    [ENDPOINT_PERMISSIONS_DOC, overviewMarkdown()],
    ...AREAS.map((area) => [areaEndpointsDoc(area.key), areaMarkdown(area)] as const),
  ]);
}

// docs/endpoint-permissions.md, rendered from the table the mock server enforces, so the docs cannot drift from
// it (mocks/tests/endpoint-permissions-doc.test.ts fails when the file is stale). Columns are padded the way
// Prettier formats Markdown tables, so `npm run format` leaves the file alone.
import { ENDPOINT_PERMISSIONS, OPEN, SIGNED_IN, type EndpointAccess } from '@mocks/lib/endpoint-permissions';

export const ENDPOINT_PERMISSIONS_DOC = 'docs/endpoint-permissions.md';
export const REGENERATE_COMMAND = 'npx tsx scripts/endpoint-permissions-doc.ts';

function requirement(access: EndpointAccess): string {
  if (access === OPEN) return 'open (no token)';
  if (access === SIGNED_IN) return 'any signed-in user';
  return access.map((key) => `\`${key}\``).join(' or ');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export function endpointPermissionsMarkdown(): string {
  const rows = Object.entries(ENDPOINT_PERMISSIONS).map(([endpoint, access]) => [
    `\`${endpoint}\``,
    requirement(access),
  ]);
  return [
    '# Endpoint permissions',
    '',
    `Generated from \`mocks/lib/endpoint-permissions.ts\` by \`${REGENERATE_COMMAND}\`; do not edit by hand.`,
    '',
    'What the mock server, the reference implementation of the platform API, requires of a caller on every endpoint',
    '(`shared/api/back-office/README.md` 0.5). A list of keys means the role must hold at least one of them: the page',
    'key for lists and details, `<page key>.<action>` for POST actions. Several keys mean the console calls the endpoint',
    'from several pages. A caller without them gets state 0 with 无权限 / "No permission" / "Sem permissão". An endpoint',
    'missing from the table is refused the same way (it fails closed).',
    '',
    ...table(['endpoint', 'requires'], rows),
    '',
  ].join('\n');
}

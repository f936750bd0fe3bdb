// @vitest-environment node
// The layer boundaries of eslint.config.js (docs/architecture.md, "Layers") on code that is not in the repository:
// ESLint's own API lints a snippet as if it were a new file at a given path, so an import against the direction
// fails lint, and one along it passes. Imports name real modules: one that does not resolve is never checked.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The boundary rule's messages for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  it('src/lib may not import the shell', async () => {
    const errors = await boundaryErrors('src/lib/some-new-file.ts', "export { bootData } from '@/app/boot';\n");
    expect(errors).toEqual([expect.stringContaining('lib (src/lib) may not import from the layers above it')]);
  });

  it('the kit may not import a page area', async () => {
    const errors = await boundaryErrors(
      'src/components/resource-kit/some-new-file.ts',
      "export { PAGE_MODULES } from '@/resources/pages';\n",
    );
    expect(errors).toEqual([expect.stringContaining('components (the kit) (src/components) may not import')]);
  });

  it('a static page may not import the shell (the home page once did)', async () => {
    const errors = await boundaryErrors(
      'src/pages/home/some-new-file.ts',
      "export { hasPage } from '@/app/routing/page-registry';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('the mock may not import the kit, nor any of src but the wire types and the password cipher', async () => {
    const errors = await boundaryErrors(
      'mocks/game/handlers/some-new-file.ts',
      [
        "export { TabModal } from '@/components/tab-modal';",
        "export { http } from '@/lib/http-client';",
        "export type { ListResult } from '@/api/common';",
        "export type { PlayerRow } from '@/api/player';",
        "export { encryptText } from '@/lib/password-cipher';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/"@\/components\/tab-modal".*The mock imports only src\/api/),
      expect.stringMatching(/"@\/lib\/http-client".*The mock imports only src\/api/),
    ]);
  });

  it('imports along the direction pass, and a test may set up across layers', async () => {
    expect(
      await boundaryErrors(
        'src/components/some-new-file.ts',
        [
          "export { http } from '@/lib/http-client';",
          "export { i18n } from '@/i18n/i18n';",
          "export type { UserInfo } from '@/api/common';",
          "export { authProvider } from '@/providers/auth-provider';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(await boundaryErrors('src/lib/some-new-file.test.ts', "export { bootData } from '@/app/boot';\n")).toEqual(
      [],
    );
  });
});

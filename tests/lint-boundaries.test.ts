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

describe('mock floors', { timeout: 60_000 }, () => {
  it('a mock area may not import another area (the game lists once borrowed the player date filter)', async () => {
    const errors = await boundaryErrors(
      'mocks/game/handlers/some-new-file.ts',
      "export { playerFromQuery } from '@mocks/player/handlers/common';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A mock area imports only downward')]);
  });

  it('the world may not import an area, and the contract floor not the world (the old store ring)', async () => {
    expect(
      await boundaryErrors(
        'mocks/domain/some-new-file.ts',
        "export { controlMessage } from '@mocks/control/db/messages';\n",
      ),
    ).toEqual([expect.stringContaining('mocks/domain (the world) imports only mocks/lib')]);
    expect(await boundaryErrors('mocks/lib/some-new-file.ts', "export { db } from '@mocks/domain/store';\n")).toEqual([
      expect.stringContaining('mocks/lib (the contract floor) imports nothing above it'),
    ]);
  });

  it('a register file is data only', async () => {
    const errors = await boundaryErrors('mocks/game/register.ts', "export { db } from '@mocks/domain/store';\n");
    expect(errors).toEqual([expect.stringContaining('A register file is data only')]);
  });

  it('imports downward pass', async () => {
    expect(
      await boundaryErrors(
        'mocks/game/handlers/some-new-file.ts',
        [
          "export { db } from '@mocks/domain/store';",
          "export { rangeFromQuery } from '@mocks/lib/date-span';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('the shared zone', { timeout: 60_000 }, () => {
  it('src/resources/shared may not import a page area', async () => {
    const errors = await boundaryErrors(
      'src/resources/shared/some-new-file.ts',
      "export { PLAYER_PAGES } from '@/resources/player/pages';\n",
    );
    expect(errors).toEqual([expect.stringContaining('src/resources/shared serves every page area')]);
  });
});

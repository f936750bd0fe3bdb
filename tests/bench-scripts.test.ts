// Every file the benchmark runs imports only files that exist: the static imports and the dynamic ones of the blocks
// that run a part alone (`node scripts/bench/lib/export.mjs <dist>`), which nothing else loads. On main the bench
// stopped at report-api.mjs and export.mjs importing `./api.mjs`, moved to scripts/lib/mock-api.mjs; CI's quick bench
// (`npm run bench -- --quick --check`) runs the scripts, this finds the same in a second without a browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['scripts/bench', 'scripts/lib'];
const SCRIPT = /\.(mjs|ts)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : filesUnder(rel);
    return SCRIPT.test(entry.name) ? [rel] : [];
  });
}

/** Relative specifiers of `import ... from '...'`, `export ... from '...'` and `import('...')`. */
function relativeImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm)) {
    found.add(match[2]!);
  }
  return [...found];
}

describe('bench scripts', () => {
  it('finds relative imports of every form', () => {
    expect(
      relativeImports(
        "import { a } from './a.mjs';\nexport { b } from '../b.mjs';\nconst { c } = await import('../../lib/c.mjs');\nimport './d.css';\nimport x from 'vite';",
      ),
    ).toEqual(['./a.mjs', '../b.mjs', '../../lib/c.mjs', './d.css']);
  });

  const files = ROOTS.flatMap(filesUnder);
  it('covers the entry points and the parts that run alone', () => {
    for (const file of [
      'run.mjs',
      'dev-server.mjs',
      'profile-switch.mjs',
      'lib/export.mjs',
      'lib/report-api.mjs',
      'lib/cold-api.mjs',
      'lib/endpoints.ts',
    ])
      expect(files).toContain(path.join('scripts/bench', file));
  });

  it.each(files)('%s imports only files that exist', (file) => {
    const source = readFileSync(path.join(repo, file), 'utf8');
    const missing = relativeImports(source).filter((spec) => !existsSync(path.resolve(repo, path.dirname(file), spec)));
    expect(missing).toEqual([]);
  });
});

// The cold-call part reads its endpoints from the mock through one file (scripts/bench/lib/endpoints.ts); when the
// mock's endpoint table moves, that import breaks here first, not in CI's bench.
describe('bench endpoint list', () => {
  it("lists the mock's list and report endpoints, without the ones that need a row id", async () => {
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(path.join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/bench/lib/endpoints.ts'], {
      cwd: repo,
      encoding: 'utf8',
    });
    const endpoints = (JSON.parse(out.trim().split('\n').at(-1)!) as { endpoint: string }[]).map((e) => e.endpoint);
    expect(endpoints).toEqual(
      expect.arrayContaining(['/api/player/page', '/api/report/balance/list', '/api/control/game/list']),
    );
    expect(endpoints.filter((e) => !/\/(list|page)$/.test(e))).toEqual([]);
    expect(endpoints).not.toContain('/api/game/betOrder/detail');
  }, 60_000);
});

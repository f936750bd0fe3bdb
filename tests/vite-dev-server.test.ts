// @vitest-environment node
// The dev server's configuration: the mock's imports of public/locales, and the pre-bundle cache of each script.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type UserConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// Build tooling, outside the app's @/ alias.
const { CACHE_ENV, viteCacheDir } = await import('../scripts/vite-cache-dir.ts');
const root = process.cwd();

describe('the pre-bundle cache (cacheDir)', () => {
  it("is Vite's own for `npm run dev`, and one of the checkout's own for a named cache", () => {
    expect(viteCacheDir(root, undefined)).toBeUndefined();
    expect(viteCacheDir(root, 'e2e-dev')).toBe(path.join(root, '.vite-cache', 'e2e-dev'));
    expect(() => viteCacheDir(root, '../elsewhere')).toThrow(CACHE_ENV);
  });

  it('the config reads the cache name from the environment', async () => {
    const { default: config } = await import('../vite.config.ts');
    const resolve = () =>
      (config as (env: { mode: string; command: 'serve' }) => UserConfig)({ mode: 'development', command: 'serve' });
    const before = process.env[CACHE_ENV];
    try {
      delete process.env[CACHE_ENV];
      expect(resolve().cacheDir).toBeUndefined();
      process.env[CACHE_ENV] = 'bench-dev';
      expect(resolve().cacheDir).toBe(path.join(root, '.vite-cache', 'bench-dev'));
    } finally {
      if (before === undefined) delete process.env[CACHE_ENV];
      else process.env[CACHE_ENV] = before;
    }
  });

  it('test:e2e:dev and bench:dev each start their dev server with a cache of its own', () => {
    const named = ['tests/e2e/run-dev.mjs', 'scripts/bench/dev-server.mjs'].map((file) => {
      const match = new RegExp(`${CACHE_ENV}: '([a-z0-9-]+)'`).exec(readFileSync(path.join(root, file), 'utf8'));
      return match?.[1];
    });
    expect(named.every(Boolean)).toBe(true);
    expect(new Set(named).size).toBe(2);
  });
});

describe('the dev server', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'vite-dev-server-test-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it("serves the mock's menu texts without a warning about importing from public/", async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn', { allowClearScreen: false });
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const server = await createServer({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'development',
      cacheDir,
      customLogger: logger,
      optimizeDeps: { noDiscovery: true },
      server: { port: 0, host: '127.0.0.1', ws: false, watch: null },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const module = await (await fetch(`${base}/mocks/lib/menu-titles.ts`)).text();
      const localeImports = [...module.matchAll(/from\s+"([^"]*menu\.json[^"]*)"/g)].map((m) => m[1]!);
      expect(localeImports).toHaveLength(3);
      for (const url of localeImports) {
        expect(url.startsWith('/public/')).toBe(false);
        const served = await fetch(`${base}${url}`);
        expect(served.ok).toBe(true);
        // The texts, as the mock searches them.
        expect(await served.text()).toContain('export default');
      }
      expect(warnings.filter((w) => w.includes('public'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

// Builds for the benchmark: the console twice (the production build with the mock off, for what a real visitor
// loads on the login page; and with the in-browser mock on, for everything behind the login), both with
// CHUNK_REPORT=1, plus the bare-antd baseline pages (scripts/bench/fixtures) with Vite's JS API.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { generatedRows } from './rows.mjs';

export async function buildConsole(repo, outDir, { mock }) {
  const env = { ...process.env, CHUNK_REPORT: '1' };
  delete env.VITE_MOCK;
  if (mock) env.VITE_MOCK = 'on';
  const vite = path.join(repo, 'node_modules', '.bin', 'vite');
  const code = await new Promise((resolve, reject) => {
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repo,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`vite build (mock ${mock ? 'on' : 'off'}) failed with exit code ${code}`);
}

// The same chunk-report.json as scripts/chunk-report-plugin.ts writes for the console (that one is TypeScript,
// which this Node script cannot import), so the bare pages' modules can be compared with the console's.
function fixtureChunkReport(root) {
  return {
    name: 'bench-chunk-report',
    generateBundle(_options, bundle) {
      const report = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = {};
        for (const [id, info] of Object.entries(output.modules))
          modules[path.relative(root, id.replace(/^\0/, ''))] = info.renderedLength;
        report[file] = {
          name: output.name,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'chunk-report.json', source: JSON.stringify(report) });
    },
  };
}

export async function buildFixtures(repo, fixturesDir, outDir) {
  await build({
    root: fixturesDir,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), fixtureChunkReport(repo)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        input: {
          login: path.join(fixturesDir, 'login', 'index.html'),
          table: path.join(fixturesDir, 'table', 'index.html'),
        },
      },
    },
  });
  await writeRows(outDir, generatedRows(200));
}

/** The rows the bare table shows; replaced by the console's own rows once a run captured them. */
export function writeRows(outDir, rows) {
  return writeFile(path.join(outDir, 'rows.json'), JSON.stringify(rows));
}

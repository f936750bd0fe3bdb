// With CHUNK_REPORT=1, a build also writes chunk-report.json: every JS chunk with its static and dynamic
// imports and the modules it holds (rendered bytes). Tests use it to prove what a route loads; the
// benchmark uses it for the largest modules. Off by default: a normal build ships no module list.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export type ChunkReport = Record<
  string,
  { name: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

export function chunkReportPlugin(root: string): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkReport = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[relative(root, id.replace(/^\0/, ''))] = info.renderedLength;
        }
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

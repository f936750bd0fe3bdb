// @vitest-environment node
// No import circle in the mock, type imports included: import-x/no-cycle skips `import type`, and the 25-file ring
// through the old mocks/lib/store.ts (the store imported each slice's types, the slices the store) was made of them.
// Reads every source file of mocks/ (tests aside) and looks for a strongly connected set of more than one file.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);

function sourceFiles(): string[] {
  return (readdirSync(ROOT, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !/(^|\/)tests\//.test(f))
    .map((f) => f.slice(0, -3));
}

function importsOf(file: string): string[] {
  const text = readFileSync(new URL(`${file}.ts`, ROOT), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from '@mocks\/([^']+)'/gms)].map((m) => m[1] ?? '');
}

/** Tarjan's strongly connected components of more than one file. */
function rings(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const ring: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w !== undefined) ring.push(w);
      } while (w !== undefined && w !== v);
      if (ring.length > 1) found.push(ring.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('mock imports', () => {
  it('form no circle, type imports counted', () => {
    const files = new Set(sourceFiles());
    const graph = new Map([...files].map((f) => [f, importsOf(f).filter((t) => files.has(t))]));
    expect(graph.size).toBeGreaterThan(100);
    expect(rings(graph)).toEqual([]);
  });
});

// Bytes: gzip sizes of the files a route actually loaded (recorded in Chromium), and what the build's
// chunk-report.json says those files hold. Gzip is zlib's default level (6), as a web server sends it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

const gzipCache = new Map();

export function fileSizes(distDir, file) {
  const full = path.join(distDir, file.replace(/^\//, ''));
  let sizes = gzipCache.get(full);
  if (!sizes) {
    const content = readFileSync(full);
    sizes = { raw: content.length, gzip: gzipSync(content).length };
    gzipCache.set(full, sizes);
  }
  return sizes;
}

export function readChunkReport(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, 'chunk-report.json'), 'utf8'));
}

/** Chunks only the in-browser mock brings in: not reachable from an entry without passing through mock code. */
export function mockOnlyChunks(report) {
  const isMock = (file) => Object.keys(report[file]?.modules ?? {}).some((m) => m.startsWith('mocks/'));
  const reachable = new Set();
  const queue = Object.keys(report).filter((file) => report[file].isEntry && !isMock(file));
  while (queue.length) {
    const file = queue.shift();
    if (reachable.has(file) || !report[file] || isMock(file)) continue;
    reachable.add(file);
    queue.push(...report[file].imports, ...report[file].dynamicImports);
  }
  return new Set(Object.keys(report).filter((file) => !reachable.has(file)));
}

/** Sums the gzip sizes of loaded JS and CSS files (unique, in load order); `exclude` leaves out chunk files. */
export function sumAssets(distDir, pathnames, exclude = new Set()) {
  const files = [];
  const seen = new Set();
  for (const pathname of pathnames) {
    const file = pathname.replace(/^\//, '');
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    try {
      files.push({ file, ...fileSizes(distDir, file) });
    } catch {
      // a file the server answered that is not in the build (should not happen): ignored
    }
  }
  const of = (ext) => files.filter((f) => f.file.endsWith(ext));
  const total = (list, key) => list.reduce((sum, f) => sum + f[key], 0);
  return {
    jsGzip: total(of('.js'), 'gzip'),
    cssGzip: total(of('.css'), 'gzip'),
    jsRaw: total(of('.js'), 'raw'),
    files: files.map((f) => ({ file: f.file, gzip: f.gzip, raw: f.raw })),
  };
}

/** Where a module comes from: `pkg` for node_modules (scoped names kept), else its first two path parts. */
export function moduleOwner(id) {
  const at = id.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = id.slice(at + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
  }
  return id.split('/').slice(0, 2).join('/');
}

/**
 * The modules of the given chunk files, each with its rendered bytes (before minification) and an estimated gzip
 * share (its part of the chunk's rendered bytes times the chunk's gzip size).
 */
export function modulesOf(distDir, report, files) {
  const out = [];
  for (const file of files) {
    const chunk = report[file];
    if (!chunk) continue;
    const rendered = Object.values(chunk.modules).reduce((sum, n) => sum + n, 0) || 1;
    const { gzip } = fileSizes(distDir, file);
    for (const [id, bytes] of Object.entries(chunk.modules)) {
      out.push({ module: id, chunk: file, rendered: bytes, gzipShare: Math.round((bytes / rendered) * gzip) });
    }
  }
  return out;
}

export function largestModules(modules, count = 10) {
  return [...modules].sort((a, b) => b.rendered - a.rendered).slice(0, count);
}

export function byOwner(modules, count = 10) {
  const owners = new Map();
  for (const m of modules) {
    const owner = moduleOwner(m.module);
    const entry = owners.get(owner) ?? { owner, rendered: 0, gzipShare: 0, modules: 0 };
    entry.rendered += m.rendered;
    entry.gzipShare += m.gzipShare;
    entry.modules += 1;
    owners.set(owner, entry);
  }
  return [...owners.values()].sort((a, b) => b.gzipShare - a.gzipShare).slice(0, count);
}

/**
 * Page-area chunks: chunks holding modules under src/resources/<area>/, with their gzip size. An area's page list
 * and entity list (src/resources/<area>/pages.ts and entities.ts: declarations with lazy imports) belong to the
 * shell's registries and do not make a chunk a page-area chunk.
 */
export function pageAreaChunks(distDir, report) {
  const out = [];
  for (const [file, chunk] of Object.entries(report)) {
    const areas = new Set();
    for (const id of Object.keys(chunk.modules)) {
      const match = /^src\/resources\/([^/]+)\/(.+)$/.exec(id);
      if (match && match[2] !== 'pages.ts' && match[2] !== 'entities.ts') areas.add(match[1]);
    }
    if (!areas.size) continue;
    const { gzip, raw } = fileSizes(distDir, file);
    out.push({ file, name: chunk.name, areas: [...areas].sort(), gzip, raw });
  }
  return out.sort((a, b) => b.gzip - a.gzip);
}

/** Chunk files holding any module whose path matches `pattern`. */
export function chunksWith(report, pattern) {
  return Object.entries(report)
    .filter(([, chunk]) => Object.keys(chunk.modules).some((id) => pattern.test(id)))
    .map(([file]) => file);
}

/** The chunk files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(report, file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length) {
    const next = queue.shift();
    if (seen.has(next) || !report[next]) continue;
    seen.add(next);
    queue.push(...report[next].imports);
  }
  return [...seen];
}

/**
 * Of `files` (chunks holding a heavy library), those neither holding a module matching `owner` nor imported only by
 * chunks that do: the library reaches a page that does not use it.
 */
export function chunksOutside(report, files, owner) {
  const holds = (file) => Object.keys(report[file]?.modules ?? {}).some((id) => owner.test(id));
  return files.filter((file) => {
    if (holds(file)) return false;
    const importers = Object.keys(report).filter(
      (other) => report[other].imports.includes(file) || report[other].dynamicImports.includes(file),
    );
    return !importers.length || importers.some((other) => !holds(other));
  });
}

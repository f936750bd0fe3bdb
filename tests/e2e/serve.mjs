// A static server for a built console, with the SPA fallback and the gzip a production web server would have,
// and optionally a reverse proxy for /api/* so console and API share one origin (as deployed) and extra headers on
// every answer but the proxied ones (the browser suite passes the deployment's, read from deploy/nginx/).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
// Text is sent gzipped to a client that accepts it, as nginx or a CDN would: Lighthouse's simulated network
// moves the bytes it saw, and raw bytes made every page ~3x heavier than deployed. Compressed once per file.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const gzipped = new Map();

async function gzipOf(file, mtimeMs) {
  const key = `${file}:${mtimeMs}`;
  if (!gzipped.has(key))
    gzipped.set(
      key,
      readFile(file).then((raw) => gzipAsync(raw, { level: 6 })),
    );
  return gzipped.get(key);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
}

async function sendFile(req, res, { file, size, mtimeMs }, extra) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // index.html must never be cached, or the console's new-version check would see a stale build.
  const cache = file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
  const headers = { ...extra, 'content-type': type, 'cache-control': cache };
  if (COMPRESSIBLE.has(path.extname(file))) {
    headers.vary = 'accept-encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = await gzipOf(file, mtimeMs);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function proxy(req, res, target) {
  const upstream = http.request(
    new URL(req.url, target),
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  req.pipe(upstream);
}

async function handle(req, res, root, apiTarget, extra) {
  const { pathname } = new URL(req.url ?? '/', 'http://local');
  if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, apiTarget);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...extra, allow: 'GET, HEAD' }).end();
    return;
  }
  const found = await fileAt(root, pathname);
  if (found) return sendFile(req, res, found, extra);
  // Client routes (no file extension) get the app; a missing asset is a real 404, not HTML posing as JS.
  if (!path.posix.extname(pathname)) {
    const index = await fileAt(root, '/index.html');
    if (index) return sendFile(req, res, index, extra);
  }
  res.writeHead(404, { ...extra, 'content-type': 'text/plain' }).end('not found');
}

/** Starts on 127.0.0.1 (port 0 = any free port); resolves with the base URL and a close function. */
export function startStaticServer({ root, port = 0, apiTarget, headers = {} }) {
  const base = path.resolve(root);
  const target = apiTarget ? new URL(apiTarget) : null;
  const server = http.createServer((req, res) => {
    handle(req, res, base, target, headers).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

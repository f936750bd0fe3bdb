// A standalone HTTP server over the mock handlers, standing in for the real backend behind a reverse proxy.
// Run: npx tsx mocks/http-server.ts --port 4010
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, type HttpHandler } from 'msw';
import { loadHandlers } from '@mocks/handlers';
import { serverHeaders } from '@mocks/lib/envelope';
import { langOf, message } from '@mocks/lib/i18n';

// Connection-level headers describe this hop, not the request; the body is re-sent whole.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

export type MockApiServer = { url: string; close(): Promise<void> };

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Behind a proxy the public origin comes from X-Forwarded-*, so absolute URLs we hand out still work. */
async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(req.headers['x-forwarded-proto']) ?? 'http';
  const host = first(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key)) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(`${proto}://${host}${req.url ?? '/'}`, { method, headers, body });
}

// Browser tests may also call the server directly from another origin.
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'x-server-time, content-disposition',
    vary: 'Origin',
  };
}

async function handle(handlers: readonly HttpHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    });
    res.end();
    return;
  }
  const request = await toFetchRequest(req);
  const response = await getResponse([...handlers], request);
  if (!response) {
    const body = JSON.stringify({ state: 0, msg: message(langOf(request), 'notFound'), result: null });
    res.writeHead(404, { ...serverHeaders({ 'content-type': 'application/json; charset=utf-8' }), ...cors });
    res.end(body);
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startMockApiServer(port: number, host?: string): Promise<MockApiServer> {
  const handlers = await loadHandlers();
  const server = createServer((req, res) => {
    handle(handlers, req, res).catch((error: unknown) => {
      res.writeHead(500, serverHeaders({ 'content-type': 'application/json; charset=utf-8' }));
      res.end(JSON.stringify({ state: 0, msg: String(error), result: null }));
    });
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    // No host means every interface, IPv6 and IPv4, so both localhost spellings reach it.
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      done({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            // Keep-alive connections from a proxy would otherwise hold the close open.
            server.closeAllConnections();
          }),
      });
    });
  });
}

function argValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

const runDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runDirectly) {
  const port = Number(argValue('port') ?? process.env.PORT ?? 4010);
  const server = await startMockApiServer(port, argValue('host'));
  console.log(`Mock API listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// The deployment the browser suite runs: Debian's nginx with the repo's own site file (deploy/nginx/console.conf),
// run as the current user from a generated top-level nginx.conf in a temporary directory (pid, temp paths and error
// log there, `daemon off`). Only the site file's deployment-specific lines (marked `# deployment`) are replaced: the
// listen line (plain HTTP on loopback; the TLS certificate lines are dropped), root, the API upstream's address and
// the path of the headers include. Everything else (headers, caching, SPA fallback, gzip, proxy) runs as shipped.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canConnect, freePort } from '../../scripts/lib/free-port.mjs';

const deployDir = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));
export const SITE_FILE = path.join(deployDir, 'console.conf');
export const HEADERS_FILE = path.join(deployDir, 'console-headers.conf');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/** The console's headers as console-headers.conf sets them, `$console_frame_src` replaced by `frameSrc`. */
export function consoleHeaders(frameSrc) {
  const headers = {};
  for (const [, name, value] of readFileSync(HEADERS_FILE, 'utf8').matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"/gm))
    headers[name.toLowerCase()] = value.replaceAll('$console_frame_src', frameSrc);
  if (!headers['content-security-policy']) throw new Error(`no Content-Security-Policy in ${HEADERS_FILE}`);
  return headers;
}

/** The site file with the deployment's values replaced by this run's; fails when a marked line is not found. */
export function siteForTest({ port, root, apiHost }) {
  const replacements = [
    [/^(\s*)listen\s[^;]*;\s*# deployment$/m, `$1listen 127.0.0.1:${port};`],
    [/^\s*ssl_certificate\s[^;]*;\s*# deployment\n/m, ''],
    [/^\s*ssl_certificate_key\s[^;]*;\s*# deployment\n/m, ''],
    [/^(\s*)root\s[^;]*;\s*# deployment$/m, `$1root ${root};`],
    [/^(\s*)server\s[^;]*;\s*# deployment$/m, `$1server ${apiHost};`],
  ];
  let site = readFileSync(SITE_FILE, 'utf8');
  for (const [pattern, value] of replacements) {
    if (!pattern.test(site)) throw new Error(`${SITE_FILE}: no line matches ${pattern}`);
    site = site.replace(pattern, value);
  }
  const include = /^(\s*)include\s+\S*console-headers\.conf;\s*# deployment$/gm;
  if (!include.test(site)) throw new Error(`${SITE_FILE}: no include of console-headers.conf`);
  return site.replace(include, `$1include ${HEADERS_FILE};`);
}

/** Throws, saying how to install it, when this machine has no nginx. */
export function requireNginx() {
  if (existsSync(NGINX) && existsSync(MIME_TYPES)) return;
  throw new Error(
    `nginx not found at ${NGINX} (or no ${MIME_TYPES}): the browser suite serves the production build through ` +
      "Debian's nginx. Install it with `sudo apt-get install nginx` (or set NGINX_PATH to an nginx binary).",
  );
}

/** Starts nginx serving `root` with /api/ proxied to `apiUrl`; resolves with its base URL and a close function. */
export async function startNginx({ root, apiUrl }) {
  requireNginx();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'console-nginx-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'console.conf'), siteForTest({ port, root, apiHost: new URL(apiUrl).host }));
  // A master started as root would run its workers as `nobody`, who cannot use this directory.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, name)};`)
    .join('\n');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `${user}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(dir, 'console.conf')};
}
`,
  );
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const done = new Promise((resolve) => child.once('exit', resolve));
  void done.then(() => (exited = true));
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
    if (exited) throw new Error(`nginx exited before listening:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 15s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      if (!exited) child.kill('SIGTERM');
      await done;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * deploy/'s site run locally by Debian's nginx, as README 'Same-origin deployment' hosts the app:
 * the site rendered for local ports (render.mjs) inside a main configuration of its own, in the
 * foreground, with its pid, logs and temporary files in a directory of its own, so it runs as any
 * user without touching /etc/nginx, the system's service or port 80.
 *
 * Used by the end-to-end runner (tests/e2e/run.mjs: plain HTTP) and by the Min sida benchmark
 * (scripts/profile-bench.mjs --deployed: TLS and HTTP/2, as README's `listen 443 ssl http2`, with
 * a certificate made for the run). The caller starts `nginx` with the answered `args`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from './render.mjs';

export const nginx = '/usr/sbin/nginx';

/**
 * Writes the configuration: deploy/'s site on `host:port` with `root` as the built app and
 * /api/ proxied to `api`; with `tls`, over TLS and HTTP/2 with a self-signed certificate for
 * `host`; `extra`: further lines for the http block (another server). Answers the directory
 * (the caller removes it), the access log and nginx's arguments.
 */
export function localNginx({ host, port, root, api, tls = false, extra = [] }) {
  const dir = mkdtempSync(join(tmpdir(), `stadtid-nginx-${port}-`));
  const log = join(dir, 'access.log');
  const listen = tls ? `${host}:${port} ssl http2` : `${host}:${port}`;
  writeFileSync(join(dir, 'stadtid.conf'), render({ listen, serverName: host, root, api }));
  if (tls) selfSignedCertificate(dir, host);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would be 'nobody'; as any other user the line is ignored.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${log};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
      // The site's server block takes these from here (README: the certificate lines of the host).
      ...(tls ? [`  ssl_certificate ${join(dir, 'cert.pem')};`, `  ssl_certificate_key ${join(dir, 'key.pem')};`] : []),
      `  include ${join(dir, 'stadtid.conf')};`,
      ...extra.map((line) => `  ${line}`),
      '}',
      '',
    ].join('\n'),
  );
  return { dir, log, args: ['-p', dir + '/', '-e', 'stderr', '-c', join(dir, 'nginx.conf')] };
}

/** cert.pem and key.pem in `dir`: a certificate for `host` (an IP address), valid a day; the browser is told to accept it. */
function selfSignedCertificate(dir, host) {
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=IP:${host}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { stdio: 'pipe' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
}

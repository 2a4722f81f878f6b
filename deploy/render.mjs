#!/usr/bin/env node
/**
 * Renders deploy/stadtid.conf.template, the nginx site of a same-origin deployment (README
 * 'Same-origin deployment'), for one host, to stdout:
 *   node deploy/render.mjs --listen '443 ssl http2' --server-name stadtid.example.se \
 *     --root /srv/stadtid/dist --api https://api.example.se
 * --listen       what nginx's `listen` takes (address, port, options)
 * --server-name  the app's host name (the build's VITE_API_URL is https://<it>)
 * --root         the built app (dist/)
 * --api          the provider's API origin, proxied under /api/
 * The end-to-end runner renders it the same way with its local ports (tests/e2e/run.mjs).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const templateFile = join(dirname(fileURLToPath(import.meta.url)), 'stadtid.conf.template');
const OPTIONS = ['listen', 'server-name', 'root', 'api'];

/** The site file for these values; every placeholder filled, or an error. */
export function render({ listen, serverName, root, api }) {
  const url = new URL(api);
  if (url.origin !== api.replace(/\/$/, '')) throw new Error(`--api: an origin without a path, not ${api}`);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: root,
    API_SCHEME: url.protocol.slice(0, -1),
    // The upstream's address, and the Host header and TLS name the provider expects.
    API_SERVER: `${url.hostname}:${url.port || defaultPort}`,
    API_HOST: url.host,
    API_NAME: url.hostname,
  };
  return readFileSync(templateFile, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name];
    if (!value) throw new Error(`no value for {{${name}}}`);
    return value;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = {};
  for (let i = 2; i < process.argv.length; i += 2) {
    const name = process.argv[i].replace(/^--/, '');
    if (!OPTIONS.includes(name) || process.argv[i + 1] === undefined) {
      console.error(`usage: node deploy/render.mjs ${OPTIONS.map((o) => `--${o} <value>`).join(' ')}`);
      process.exit(2);
    }
    args[name] = process.argv[i + 1];
  }
  const missing = OPTIONS.filter((o) => !args[o]);
  if (missing.length) {
    console.error(`missing: ${missing.map((o) => `--${o}`).join(', ')}`);
    process.exit(2);
  }
  process.stdout.write(render({ listen: args.listen, serverName: args['server-name'], root: args.root, api: args.api }));
}

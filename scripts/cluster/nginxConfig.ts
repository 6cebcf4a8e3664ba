import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../soak/serverProcess';

export const DEPLOY_NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`deploy/nginx.conf: expected one ${what}, found ${matches.length}; update scripts/cluster/nginxConfig.ts with it`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as an operator would copy it, with only what differs per host changed: the upstream's
 * servers are the cluster's API ports (each keeping the file's own max_fails and fail_timeout), it listens
 * on `listenPort` of loopback, and its cache lives in `cacheFolder`. Everything else (headers, timeouts, body
 * size, retries, what is cached and for how long) is the file's.
 */
export function siteConfig(apiPorts: number[], listenPort: number, cacheFolder: string, source = readFileSync(DEPLOY_NGINX_CONF, 'utf8')): string {
  const upstream = /upstream fantickets_api \{([^}]*)\}/;
  const body = upstream.exec(source)?.[1];
  if (body === undefined) throw new Error('deploy/nginx.conf: no upstream fantickets_api block');
  const isServer = (line: string) => /^\s*server\s/.test(line);
  const lines = body.split('\n');
  const first = lines.findIndex(isServer);
  if (first < 0) throw new Error('deploy/nginx.conf: the upstream names no server');
  // The file's own options (max_fails, fail_timeout) go on each of ours.
  const options = /^\s*server\s+\S+?(\s.*)?;\s*$/.exec(lines[first])?.[1] ?? '';
  const rest = lines.filter((line) => !isServer(line));
  rest.splice(first, 0, ...apiPorts.map((port) => `    server 127.0.0.1:${port}${options};`));
  const site = source.replace(upstream, `upstream fantickets_api {${rest.join('\n')}}`);
  const listening = replaceOnce(site, /^(\s*)listen\s+80;$/m, `$1listen 127.0.0.1:${listenPort};`, '"listen 80;"');
  return replaceOnce(listening, /^(\s*proxy_cache_path\s+)\S+/m, `$1${cacheFolder}`, 'proxy_cache_path');
}

/**
 * nginx's main file for a private instance: everything it writes stays in `prefix`, and it stays in the
 * foreground. `httpExtra`: more lines for its http block (a bench's static server, say).
 */
export function mainConfig(prefix: string, siteFile: string, httpExtra: string[] = []): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return [
    'daemon off;',
    // As Debian's own nginx.conf: a worker per core, room for a flash crowd's 500 connections and their upstreams.
    'worker_processes auto;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    // Which API process answered each request, and whether nginx had to try the other one.
    "  log_format cluster '$request_method $uri $status $upstream_addr $upstream_status';",
    `  access_log ${path.join(prefix, 'access.log')} cluster;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    ...httpExtra.map((line) => `  ${line}`),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

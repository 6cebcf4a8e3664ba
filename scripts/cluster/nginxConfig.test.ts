import { readFileSync } from 'node:fs';
import { DEPLOY_NGINX_CONF, mainConfig, siteConfig } from './nginxConfig';

const deployed = readFileSync(DEPLOY_NGINX_CONF, 'utf8');

describe("the cluster's nginx configuration", () => {
  it('is deploy/nginx.conf with only the upstream servers, the listen address and the cache folder changed', () => {
    const site = siteConfig([41001, 41002], 42000, '/tmp/run/nginx/cache');
    const upstream = /upstream fantickets_api \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(upstream.match(/^\s*server .*$/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:41001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:41002 max_fails=1 fail_timeout=5s;',
    ]);
    expect(site).toMatch(/^\s*listen 127\.0\.0\.1:42000;$/m);
    expect(site).toMatch(/^proxy_cache_path \/tmp\/run\/nginx\/cache levels=/m);
    const changed = (line: string) => /^\s*(server\s+127|listen\s|proxy_cache_path\s)/.test(line);
    expect(site.split('\n').filter((line) => !changed(line))).toEqual(deployed.split('\n').filter((line) => !changed(line)));
  });

  it('refuses a file whose shape it does not know, rather than running something else', () => {
    expect(() => siteConfig([1], 2, '/c', deployed.replace('listen 80;', 'listen 8080;'))).toThrow(/expected one "listen 80;", found 0/);
    expect(() => siteConfig([1], 2, '/c', deployed.replace('upstream fantickets_api', 'upstream other'))).toThrow(/no upstream fantickets_api/);
    expect(() => siteConfig([1], 2, '/c', deployed.replace(/^proxy_cache_path .*$/m, ''))).toThrow(/expected one proxy_cache_path, found 0/);
  });

  it('keeps everything nginx writes in its own folder, in the foreground', () => {
    const main = mainConfig('/tmp/run/nginx', '/tmp/run/nginx/site.conf');
    expect(main).toMatch(/^daemon off;$/m);
    expect(main).toMatch(/^pid \/tmp\/run\/nginx\/nginx\.pid;$/m);
    expect(main).toMatch(/^error_log \/tmp\/run\/nginx\/error\.log warn;$/m);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(main).toContain(`${temp}_temp_path /tmp/run/nginx/${temp};`);
    expect(main).toContain('include /tmp/run/nginx/site.conf;');
  });
});

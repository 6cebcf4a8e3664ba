import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { mainConfig, siteConfig } from './nginxConfig';

const run = promisify(execFile);
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProcess {
  origin: string;
  pid: number;
  /** The access log so far: one line per request, with the API process that answered it (nginxConfig.ts). */
  accessLog(): string;
  stop(): Promise<void>;
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian's nginx with its own configuration in `prefix`, listening on `port` of loopback (derived from deploy/nginx.conf, see nginxConfig.ts):
 * its own pid file, logs and temporary folders, in the foreground, so it is stopped by its pid.
 */
export async function startNginx(prefix: string, port: number, apiPorts: number[], httpExtra: string[] = []): Promise<NginxProcess> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
  // Run as root, nginx's workers drop to an unprivileged user, which must reach the temporary folders in here.
  mkdirSync(prefix, { recursive: true });
  chmodSync(path.dirname(prefix), 0o755);
  chmodSync(prefix, 0o755);
  const site = path.join(prefix, 'site.conf');
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(site, siteConfig(apiPorts, port, path.join(prefix, 'cache')));
  writeFileSync(main, mainConfig(prefix, site, httpExtra));
  const errorLog = path.join(prefix, 'error.log');
  await run(NGINX, ['-t', '-q', '-p', prefix, '-e', errorLog, '-c', main]);
  let printed = '';
  const child = spawn(NGINX, ['-p', prefix, '-e', errorLog, '-c', main], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const deadline = Date.now() + 30_000;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start (exit code ${child.exitCode}):\n${printed}${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLog = path.join(prefix, 'access.log');
  return {
    origin,
    pid: child.pid!,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // QUIT: finish the requests in hand, then exit (the workers with the master).
      child.kill('SIGQUIT');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}

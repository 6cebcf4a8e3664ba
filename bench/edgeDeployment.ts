import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { startNginx, type NginxProcess } from '../scripts/cluster/nginxProcess';
import { freePorts, productionEnv, startServerProcess, type ServerProcess } from '../scripts/soak/serverProcess';

/** Two API processes of the build behind nginx with deploy/nginx.conf, and the same nginx serving files. */
export interface EdgeDeployment {
  /** nginx with deploy/nginx.conf in front of both API processes. */
  origin: string;
  api: [ServerProcess, ServerProcess];
  nginx: NginxProcess;
  /** The same nginx serving `publish`ed files, as a static page would be. */
  staticOrigin: string;
  /** Writes `body` as `name` under staticOrigin. */
  publish(name: string, body: Buffer): void;
  stop(): Promise<void>;
}

/**
 * The load generator stands for many clients: each request names its client in X-Forwarded-For (scripts/soak/
 * traffic.ts), which this nginx takes as the client's address (realip), as one behind a load balancer would. The
 * site itself then overwrites the header as deploy/nginx.conf does, so the API's per-IP limits see each client.
 */
const CLIENTS_FROM_GENERATOR = ['set_real_ip_from 127.0.0.1;', 'real_ip_header X-Forwarded-For;'];

export async function startEdgeDeployment(databaseUrl: string): Promise<EdgeDeployment> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-edge-'));
  const files = path.join(folder, 'static');
  mkdirSync(files, { mode: 0o755 });
  const started: ServerProcess[] = [];
  let nginx: NginxProcess | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(started.map((api) => api.kill('SIGTERM')));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (let n = 0; n < 2; n += 1) {
      const ports = await freePorts();
      // The first migrates the empty database (the bench seeded it already) and starts the jobs the second shares.
      started.push(await startServerProcess({ ...productionEnv(databaseUrl, ports), MAILBOX_MODE: 'off' }, ports));
    }
    const staticPort = await freePort();
    const staticServer = [`server { listen 127.0.0.1:${staticPort}; root ${files}; access_log off; }`];
    const ports = started.map((api) => Number(new URL(api.origin).port));
    nginx = await startNginx(path.join(folder, 'nginx'), await freePort(), ports, [...CLIENTS_FROM_GENERATOR, ...staticServer]);
    return {
      origin: nginx.origin,
      api: started as [ServerProcess, ServerProcess],
      nginx,
      staticOrigin: `http://127.0.0.1:${staticPort}`,
      publish: (name, body) => writeFileSync(path.join(files, name), body, { mode: 0o644 }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

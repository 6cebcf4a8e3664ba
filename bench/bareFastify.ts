import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../e2e/support/server';

/**
 * A bare Fastify answering {"hello":"world"} in its own process, as the API server runs in its own: the
 * reference each throughput figure is a ratio of, measured in the same run on the same machine.
 */
export async function withBareFastify<T>(run: (origin: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const code = `const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`hello world server exited with ${code}`)));
    });
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

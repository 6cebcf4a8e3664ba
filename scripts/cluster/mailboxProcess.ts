import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { ROOT } from '../soak/serverProcess';

const MAILBOX_MAIN = path.join(ROOT, 'dist/node/server/mailboxMain.js');

export interface MailboxProcess {
  smtpPort: number;
  pid: number;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Whether an SMTP server on `port` greets a new connection with 220. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (chunk: Buffer) => done(chunk.toString().startsWith('220')));
  });
}

/** `node dist/node/server/mailboxMain.js` (what `npm run mailbox` runs) with `env`, resolved once its SMTP port greets. */
export async function startMailboxProcess(env: Record<string, string>, smtpPort: number): Promise<MailboxProcess> {
  let printed = '';
  const child = spawn(process.execPath, [MAILBOX_MAIN], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, MAILBOX_SMTP_HOST: '127.0.0.1', MAILBOX_SMTP_PORT: String(smtpPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-200_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!(await greets(smtpPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the mailbox did not start (exit code ${child.exitCode}):\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    smtpPort,
    pid: child.pid!,
    output: () => printed,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

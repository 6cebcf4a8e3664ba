import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EXIT, runAdminCommand } from './cli/adminCommand';
import { newAccount } from './test/accounts';
import { freePort } from './test/freePort';

jest.setTimeout(180_000);

const ROOT = resolve(__dirname, '../..');

interface Running {
  child: ChildProcess;
  origin: string;
  /** Resolves once the server has printed `text`. */
  said(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The server as `npm start` runs it (on PGlite in `dataDir`), in a process group of its own. */
async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), MAILBOX_SMTP_PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  let output = '';
  const said = (text: string) =>
    new Promise<void>((heard) => {
      const check = () => output.includes(text) && heard();
      check();
      child.stdout?.on('data', check);
    });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) done({ child, origin: listening[1], said, exited });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => fail(new Error(`the server stopped before listening:\n${output}`)));
  });
}

async function admin(args: string[], env: Record<string, string>) {
  const lines = { log: [] as string[], error: [] as string[] };
  const code = await runAdminCommand(args, env, { log: (line) => lines.log.push(line), error: (line) => lines.error.push(line) });
  return { code, ...lines };
}

describe('stopping the server by signal', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'stop-signals-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['SIGTERM', 'its whole group', 2],
    ['SIGINT', 'its whole group', 2],
    ['SIGTERM', 'the process', 1],
  ] as const)('%s to %s (%i times) closes PGlite: the admin command then runs', async (signal, whom, times) => {
    const server = await startServer(dataDir);
    const account = newAccount();
    const signUp = await fetch(`${server.origin}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    expect(signUp.status).toBe(201);

    const pid = server.child.pid as number;
    const target = whom === 'the process' ? pid : -pid;
    process.kill(target, signal);
    // The repeat comes while the server closes, as the one a parent forwards does (two at once merge into one).
    await server.said('shutting down');
    for (let i = 1; i < times; i += 1) process.kill(target, signal);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);

    expect(await admin(['grant', account.email], { DATA_DIR: dataDir })).toEqual({ code: EXIT.ok, log: [`${account.email} is now an admin`], error: [] });
  });
});

/** stopOnSignals around a stop that clears the one timer keeping the process alive; says 'ready' once listening for signals. */
const STAND_IN = `
const { stopOnSignals } = require('./src/server/stopSignals.ts');
const log = { info: (_fields, message) => console.log(message), error: (_fields, message) => console.log(message) };
const alive = setInterval(() => {}, 1000);
stopOnSignals(log, 'stand-in', async () => clearInterval(alive));
console.log('ready');
`;

describe('signals that keep coming while the process stops', () => {
  it('exit with the code the stop gave, never by the signal: not even while Node tears down', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', STAND_IN], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    let output = '';
    await new Promise<void>((ready) => child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('ready') && ready()));
    // A signal on every turn of this loop until the process is gone, as a parent that forwards each one would.
    const repeat = setInterval(() => child.exitCode === null && child.signalCode === null && child.kill('SIGINT'), 0);
    try {
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      clearInterval(repeat);
    }
    expect(output).toContain('stand-in shutting down');
  });
});

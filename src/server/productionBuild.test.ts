import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, devOnlyPackages, filesUnder, linkProductionDependencies, productionClosure } from './test/productionInstall';

/*
 * The server as it ships holds no test code and needs no devDependency: it is built with tsconfig.server.json
 * into a folder of its own (not dist/, which other runs use), beside a node_modules with the production
 * dependencies only, and a plain Node process there loads every built file (docs/decisions/product-and-test-code.md).
 */

const REPO = join(__dirname, '../..');

/**
 * Running these starts the API or the mailbox (main() reads the configuration, opens the database, listens,
 * or exits on a configuration error), so they are compiled and what they require is loaded, but their bodies
 * do not run (src/server/test/loadEveryFile.cjs). Any other file that starts listening when loaded fails.
 */
const ENTRY_POINTS = ['server/main.js', 'server/mailboxMain.js'];

const TEST_CODE = /\.test\.|(^|\/)(test|testing)\//;

interface Line {
  start?: string;
  file?: string;
  error?: string;
  isolation?: { devReachable: string[]; productionMissing: string[] };
  listened?: string[];
}

function loadEach(app: string, argument: object): Promise<{ lines: Line[]; crashed?: string }> {
  writeFileSync(join(app, 'loadEveryFile.json'), JSON.stringify(argument));
  copyFileSync(join(__dirname, 'test/loadEveryFile.cjs'), join(app, 'loadEveryFile.cjs'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      // Links are followed where they stand, so a package finds only what the production folder holds.
      ['--preserve-symlinks', join(app, 'loadEveryFile.cjs'), join(app, 'loadEveryFile.json')],
      // No NODE_PATH, and HOME inside the folder so ~/.node_modules is not searched either.
      { cwd: app, env: { PATH: process.env.PATH, HOME: app, NODE_ENV: 'production' }, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const lines = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
        resolve({ lines, crashed: error ? `exit ${error.code ?? error.signal ?? '?'}${error.killed ? ' (killed after 30 s)' : ''}: ${stderr}` : undefined });
      },
    );
  });
}

describe('the production build', () => {
  let app: string;
  beforeAll(() => {
    app = mkdtempSync(join(tmpdir(), 'production-build-'));
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it('holds no test code, and every file loads with the production dependencies alone', async () => {
    await buildServer(REPO, app);
    const built = filesUnder(app);
    const scripts = built.filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(ENTRY_POINTS));

    const closure = productionClosure(REPO);
    linkProductionDependencies(REPO, app, closure);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ private: true, type: 'commonjs' }));
    const production = Object.keys((JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { dependencies: object }).dependencies);
    const { lines, crashed } = await loadEach(app, { files: scripts, entryPoints: ENTRY_POINTS, devOnly: devOnlyPackages(REPO, closure), production });

    const finished = new Set(lines.flatMap((line) => (line.file === undefined ? [] : [line.file])));
    // Everything at once, so one run names every file that has to change.
    expect({
      testCode: built.filter((file) => TEST_CODE.test(file)),
      crashed,
      hung: lines.flatMap((line) => (line.start !== undefined && !finished.has(line.start) ? [line.start] : [])),
      isolation: lines.find((line) => line.isolation)?.isolation,
      cannotLoad: lines.flatMap((line) => (line.error ? [`${line.file}: ${line.error}`] : [])),
      listensWhenLoaded: lines.find((line) => line.listened)?.listened,
      loaded: finished.size,
    }).toEqual({
      testCode: [],
      crashed: undefined,
      hung: [],
      isolation: { devReachable: [], productionMissing: [] },
      cannotLoad: [],
      listensWhenLoaded: [],
      loaded: scripts.length,
    });
  }, 120_000);
});

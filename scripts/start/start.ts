/**
 * `npm start`: builds only when the sources changed since the last build (see buildStamp.ts), then runs the
 * built server in this process's place, passing on its signals and exit code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, reasonToBuild, STAMP_FILE } from './buildStamp';

const root = path.resolve(__dirname, '../..');
const fingerprint = buildFingerprint(root, process.env);
const reason = reasonToBuild(root, fingerprint);

if (reason === null) {
  console.log('Start: the build is up to date with the sources; starting the server.');
} else {
  console.log(`Start: building first, because ${reason}. This takes a minute or two.`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Start: the build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
  writeFileSync(path.join(root, STAMP_FILE), `${fingerprint}\n`);
  console.log('Start: built; starting the server.');
}

const server = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));

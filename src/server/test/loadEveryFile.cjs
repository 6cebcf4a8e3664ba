/**
 * Run by productionBuild.test.ts with plain Node, copied into a folder that holds the built server and a
 * node_modules of production dependencies only. Its argument names a JSON file: { files, entryPoints } (paths
 * relative to this folder), { devOnly, production } (package names). Prints one JSON line per event: { start }, then { file, error? }, so a load that
 * hangs is named by the last { start }; the last line is { isolation, listened }.
 */
const { readFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const net = require('node:net');
const path = require('node:path');
const { Script } = require('node:vm');

const { files, entryPoints, devOnly, production } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const message = (error) => (error instanceof Error ? `${error.message.split('\n')[0]}${error.code ? ` (${error.code})` : ''}` : String(error));

/**
 * Loading a module must not start a server. listen() (net, http, Fastify, smtp-server all end there) is
 * refused rather than run, and the built file that asked is named: the innermost one on the call's stack,
 * else the file being loaded when it came.
 */
const listened = [];
let loading = null;
net.Server.prototype.listen = function refuseToListen() {
  const frames = (new Error().stack ?? '').split('\n').map((line) => /\(?([^()\s]+):\d+:\d+\)?$/.exec(line)?.[1]).filter(Boolean);
  const ours = frames.find((file) => file.startsWith(__dirname) && file !== __filename && !file.includes(`${path.sep}node_modules${path.sep}`));
  listened.push(ours ? path.relative(__dirname, ours) : loading);
  return this;
};

/**
 * An entry point starts the server when it runs, so it is compiled without running, and every module it
 * names is loaded: what `node dist/node/server/main.js` would need before its first line runs.
 */
function loadWithoutRunning(file) {
  const source = readFileSync(file, 'utf8');
  new Script(wrap(source), { filename: file });
  const requireHere = createRequire(file);
  for (const [, specifier] of source.matchAll(/\brequire\("([^"]+)"\)/g)) requireHere(specifier);
}

for (const relative of files) {
  const file = path.join(__dirname, relative);
  say({ start: relative });
  loading = relative;
  try {
    if (entryPoints.includes(relative)) loadWithoutRunning(file);
    else require(file);
    say({ file: relative });
  } catch (error) {
    say({ file: relative, error: message(error) });
  }
}

// The proof that this folder is what production has: devDependencies are out of reach, dependencies in it.
const resolvable = (name) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch (error) {
    // A package whose exports hide package.json is still there.
    return error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  }
};
const isolation = { devReachable: devOnly.filter(resolvable), productionMissing: production.filter((name) => !resolvable(name)) };
// A start-up that awaits something first (a database, a config file) reaches listen() a little later.
setTimeout(() => {
  say({ isolation, listened: [...new Set(listened)] });
  process.exit(0);
}, 300);

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';

/**
 * What a production install of the server holds, made in a folder of our own: `tsc -p tsconfig.server.json`
 * into it, and a node_modules of links to the production dependencies only (what `npm ci --omit=dev` keeps).
 */

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readPackage = (dir: string): PackageJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

export interface DependencyClosure {
  /** The folders directly under node_modules to link (`fastify`, `@fastify/cookie`); nested ones come with them. */
  topLevel: string[];
  /** Every package name in the closure, nested copies included. */
  names: Set<string>;
}

/**
 * The repository's `dependencies`, followed through each package's dependencies, optional dependencies
 * and required peers, found the way Node finds them: the nearest node_modules up from the package asking.
 */
export function productionClosure(repo: string): DependencyClosure {
  const nodeModules = realpathSync(join(repo, 'node_modules'));
  const top = dirname(nodeModules);
  const seen = new Set<string>();
  const names = new Set<string>();

  const locate = (name: string, from: string): string | undefined => {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dir === top || dir === dirname(dir)) return undefined;
    }
  };
  const visit = (from: string, manifest: PackageJson): void => {
    const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name);
    const wanted: Array<[string, boolean]> = [
      ...Object.keys(manifest.dependencies ?? {}).map((name): [string, boolean] => [name, false]),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((name): [string, boolean] => [name, true]),
      ...Object.keys(manifest.peerDependencies ?? {}).map((name): [string, boolean] => [name, optionalPeers.includes(name)]),
    ];
    for (const [name, optional] of wanted) {
      const found = locate(name, from);
      if (found === undefined) {
        if (optional) continue;
        throw new Error(`${name}, needed by ${relative(top, from) || 'the repository'}, is not installed`);
      }
      if (seen.has(found)) continue;
      seen.add(found);
      names.add(name);
      visit(found, readPackage(found));
    }
  };
  visit(top, readPackage(repo));

  const topLevel = [...seen].map((dir) => relative(nodeModules, dir)).filter((name) => !name.startsWith('..') && !name.split(sep).includes('node_modules'));
  return { topLevel: topLevel.sort(), names };
}

/** Links each top-level package of the closure into `app/node_modules`. */
export function linkProductionDependencies(repo: string, app: string, closure: DependencyClosure): void {
  const nodeModules = realpathSync(join(repo, 'node_modules'));
  for (const name of closure.topLevel) {
    const link = join(app, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(nodeModules, name), link, 'dir');
  }
}

/** The devDependencies a production install leaves out: those the closure does not hold under any name. */
export function devOnlyPackages(repo: string, closure: DependencyClosure): string[] {
  return Object.keys(readPackage(repo).devDependencies ?? {}).filter((name) => !closure.names.has(name));
}

/** The server build, exactly as `npm run build:server` makes it, but into `outDir`. */
export async function buildServer(repo: string, outDir: string): Promise<void> {
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--outDir', outDir], { cwd: repo });
}

/** Every file under `dir`, as paths relative to it with forward slashes; node_modules left out. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Issue 9, point 8: every dependency comes from the npm registry, pinned by the committed lock file. */
const root = join(__dirname, '..', '..', '..');
const REGISTRY = 'https://registry.npmjs.org/';
/** A registry version range: 1.2.3, ^1.2.3, ~1.2, and the like; never a URL, a path, git or a tarball. */
const REGISTRY_RANGE = /^[\^~]?\d+(\.\d+){0,2}([-+][0-9A-Za-z.-]+)?$/;

interface LockEntry {
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

describe('where dependencies come from', () => {
  const pkg = readJson<{ dependencies: Record<string, string>; devDependencies: Record<string, string>; overrides?: Record<string, string> }>(
    'package.json',
  );
  const lock = readJson<{ lockfileVersion: number; packages: Record<string, LockEntry> }>('package-lock.json');
  const installed = Object.entries(lock.packages).filter(([path]) => path !== '');

  it('asks for registry versions only in package.json', () => {
    const wanted = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides };
    const elsewhere = Object.entries(wanted).filter(([, range]) => !REGISTRY_RANGE.test(range));
    expect(elsewhere).toEqual([]);
  });

  it('locks every installed package with an integrity hash, and none from outside the registry', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    expect(installed.length).toBeGreaterThan(100);
    const offRegistry = installed.filter(([, entry]) => entry.link || (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)));
    const unhashed = installed.filter(([, entry]) => !entry.integrity?.startsWith('sha512-'));
    expect(offRegistry.map(([path]) => path)).toEqual([]);
    expect(unhashed.map(([path]) => path)).toEqual([]);
  });

  it('locks every direct dependency', () => {
    const missing = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !lock.packages[`node_modules/${name}`]);
    expect(missing).toEqual([]);
  });
});

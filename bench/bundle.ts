import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_ENTRY, PAGE_LOADER_ENTRY } from '../src/shared/serverRender';
import { bytesBySource } from './sourceMapBytes';

/** What webpack writes to dist/stats.json: the parts the size table needs. */
interface AssetRef {
  name: string;
}
interface ChunkGroup {
  assets: AssetRef[];
}
interface BundleStats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

export interface BundleRow {
  name: string;
  ownKb: number;
  withSharedKb: number;
}

const distDir = path.resolve(__dirname, '../dist');

function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, 'public', file)), { level: 9 }).length / 1024;
}

function jsFiles(group: ChunkGroup): string[] {
  return group.assets.map((a) => a.name).filter((name) => name.endsWith('.js'));
}

function sumKb(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipKb(file);
  return total;
}

export interface ModuleRow {
  /** An npm package (its modules summed) or one of our files. */
  name: string;
  kb: number;
}

/** `webpack://x/./node_modules/@mui/material/Button/Button.js` → `@mui/material`; our own files keep their path. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : source.replace(/^webpack:\/\/[^/]*\/\.?\/?/, '');
}

/**
 * The ten biggest parts of what the landing page loads, gzipped: each minified byte goes to the package (or our
 * file) its source map names, and each file's bytes are scaled by how well that file compresses.
 */
export function landingTopModules(count = 10): ModuleRow[] {
  const sizes = new Map<string, number>();
  for (const file of landingJs(readStats())) {
    const minified = path.join(distDir, 'public', file);
    const rawBytes = readFileSync(minified).length;
    const gzipRatio = gzipSync(readFileSync(minified), { level: 9 }).length / rawBytes;
    for (const [source, bytes] of bytesBySource(minified, path.join(distDir, 'sourcemaps', `${file}.map`))) {
      const name = packageOf(source);
      sizes.set(name, (sizes.get(name) ?? 0) + bytes * gzipRatio);
    }
  }
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => ({ name, kb: bytes / 1024 }));
}

/** What every server-rendered page loads: the page loader, then the app entry's files. */
function initialJs(stats: BundleStats): string[] {
  return [...jsFiles(stats.entrypoints[PAGE_LOADER_ENTRY]), ...jsFiles(stats.entrypoints[APP_ENTRY])];
}

/** What the landing page loads: the initial files and the home route's. */
function landingJs(stats: BundleStats): Set<string> {
  const landingRoute = stats.namedChunkGroups['route-home'];
  return new Set([...initialJs(stats), ...(landingRoute ? jsFiles(landingRoute) : [])]);
}

function readStats(): BundleStats {
  return JSON.parse(readFileSync(path.join(distDir, 'stats.json'), 'utf8')) as BundleStats;
}

/** The landing page's initial JavaScript, then each lazy route chunk on its own and with what it needs. */
export function measureBundle(): BundleRow[] {
  const stats = readStats();
  const initial = new Set(initialJs(stats));
  const landing = landingJs(stats);
  const rows: BundleRow[] = [{ name: 'landing (initial + home)', ownKb: sumKb(landing), withSharedKb: sumKb(landing) }];
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
    if (!name.startsWith('route-')) continue;
    const files = jsFiles(group);
    const own = files.filter((f) => !initial.has(f));
    rows.push({ name, ownKb: sumKb(own), withSharedKb: sumKb(new Set([...initial, ...files])) });
  }
  return rows;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** The landing page's initial JavaScript, then each lazy route chunk on its own and with what it needs. */
export function measureBundle(): BundleRow[] {
  const stats = JSON.parse(readFileSync(path.join(distDir, 'stats.json'), 'utf8')) as BundleStats;
  const entry = Object.values(stats.entrypoints)[0];
  const initial = new Set(jsFiles(entry));
  const landingRoute = stats.namedChunkGroups['route-home'];
  const landing = new Set([...initial, ...(landingRoute ? jsFiles(landingRoute) : [])]);
  const rows: BundleRow[] = [{ name: 'landing (initial + home)', ownKb: sumKb(landing), withSharedKb: sumKb(landing) }];
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
    if (!name.startsWith('route-')) continue;
    const files = jsFiles(group);
    const own = files.filter((f) => !initial.has(f));
    rows.push({ name, ownKb: sumKb(own), withSharedKb: sumKb(new Set([...initial, ...files])) });
  }
  return rows;
}

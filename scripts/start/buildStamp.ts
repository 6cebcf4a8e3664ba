import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: the sources, the build settings, the lock file. Tests beside the sources count too. */
export const BUILD_INPUTS = ['src', 'public', 'webpack.config.ts', 'tsconfig.json', 'tsconfig.server.json', 'package.json', 'package-lock.json'];
/** Read by webpack.config.ts and baked into the SPA, so a change to one is a change to the build. */
export const BUILD_ENV = ['APP_STORE_URL', 'PLAY_STORE_URL', 'POSTHOG_KEY', 'POSTHOG_HOST'];
/** What the server needs from a build: without any of these a start builds whatever the stamp says. */
export const BUILD_OUTPUTS = ['dist/node/server/main.js', 'dist/public/index.html', 'dist/ssr/renderPage.js'];
export const STAMP_FILE = 'dist/.build-stamp';

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** A hash of every build input's path and bytes, and of the build's environment: equal means nothing changed. */
export function buildFingerprint(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Why a start must build first, or null when the last build is of these very sources. */
export function reasonToBuild(root: string, fingerprint: string): string | null {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing !== undefined) return `there is no build yet (${missing} is missing)`;
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp)) return 'the last build left no stamp';
  if (readFileSync(stamp, 'utf8').trim() !== fingerprint) return 'the sources changed since the last build';
  return null;
}

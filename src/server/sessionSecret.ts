import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIN_SESSION_SECRET_LENGTH, type Config } from './config';

export type ResolvedConfig = Config & { sessionSecret: string };

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * Local mode has no SESSION_SECRET to ask for, so one is generated and kept in DATA_DIR:
 * sessions and signed cookies then survive restarts. An in-memory DATA_DIR gets a fresh one.
 */
export async function resolveSessionSecret(config: Config): Promise<ResolvedConfig> {
  if (config.sessionSecret !== null) return { ...config, sessionSecret: config.sessionSecret };
  if (config.dataDir === ':memory:') return { ...config, sessionSecret: randomBytes(32).toString('hex') };
  const file = join(config.dataDir, SESSION_SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= MIN_SESSION_SECRET_LENGTH) return { ...config, sessionSecret: existing.trim() };
  const secret = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, sessionSecret: secret };
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './sessionSecret';

describe('resolveSessionSecret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('generates a secret once in DATA_DIR and reuses it after a restart', async () => {
    const first = await resolveSessionSecret(loadConfig({ DATA_DIR: dir }));
    const second = await resolveSessionSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect((await readFile(join(dir, SESSION_SECRET_FILE), 'utf8')).trim()).toBe(first.sessionSecret);
  });

  it('keeps a configured secret', async () => {
    const secret = 's'.repeat(40);
    expect((await resolveSessionSecret(loadConfig({ SESSION_SECRET: secret, DATA_DIR: dir }))).sessionSecret).toBe(secret);
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapidKeys';

describe('the server VAPID keys', () => {
  const subject = 'mailto:no-reply@localhost';
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR, readable by the owner only, and the same after a restart', async () => {
    const first = await resolveVapidKeys({ publicKey: null, privateKey: null, subject, dataDir });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dataDir, VAPID_KEYS_FILE), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(await resolveVapidKeys({ publicKey: null, privateKey: null, subject, dataDir })).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, writing nothing', async () => {
    const keys = await resolveVapidKeys({ publicKey: 'BPub', privateKey: 'priv', subject, dataDir });
    expect(keys).toEqual({ subject, publicKey: 'BPub', privateKey: 'priv' });
    expect(() => statSync(join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });

  it('are fresh for an in-memory DATA_DIR', async () => {
    const one = await resolveVapidKeys({ publicKey: null, privateKey: null, subject, dataDir: ':memory:' });
    const two = await resolveVapidKeys({ publicKey: null, privateKey: null, subject, dataDir: ':memory:' });
    expect(one.publicKey).not.toBe(two.publicKey);
  });
});

import { hashPassword, passwordLane, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a stored value it does not understand', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('the password lane', () => {
  it('hashes at most half the thread pool at once; the rest wait their turn', async () => {
    // Half of libuv's default pool of 4, unless UV_THREADPOOL_SIZE sizes the pool otherwise.
    if (process.env.UV_THREADPOOL_SIZE === undefined) expect(passwordLane.size).toBe(2);
    const hashes = Array.from({ length: 5 }, (_, i) => hashPassword(`password ${i}`));
    expect([passwordLane.active, passwordLane.queued]).toEqual([passwordLane.size, 5 - passwordLane.size]);
    const stored = await Promise.all(hashes);
    expect([passwordLane.active, passwordLane.queued]).toEqual([0, 0]);
    expect(await verifyPassword('password 4', stored[4])).toBe(true);
  });
});

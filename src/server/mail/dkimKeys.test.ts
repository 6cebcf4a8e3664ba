import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachingResolver, dkimKeyResolver, loadDkimTestKeys } from './dkimKeys';

const RECORD = 'v=DKIM1; k=rsa; p=MIIBIjAN';

function keysFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dkim-keys-')), 'keys.json');
  writeFileSync(path, content);
  return path;
}

describe('dkimKeyResolver', () => {
  it('answers its own names, in any case, as one TXT record', async () => {
    const resolve = dkimKeyResolver({ 's1._domainkey.bookmyshow.com': RECORD });
    await expect(resolve('S1._domainkey.BookMyShow.com', 'TXT')).resolves.toEqual([[RECORD]]);
  });

  it('hands other names to the fallback, or says not found without one', async () => {
    const fallback = jest.fn().mockResolvedValue([['v=DKIM1; p=abc']]);
    await expect(dkimKeyResolver({}, fallback)('s._domainkey.example.com', 'TXT')).resolves.toEqual([['v=DKIM1; p=abc']]);
    expect(fallback).toHaveBeenCalledWith('s._domainkey.example.com', 'TXT');
    await expect(dkimKeyResolver({})('s._domainkey.example.com', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('loadDkimTestKeys', () => {
  it('builds a resolver from a keys file', async () => {
    const resolve = loadDkimTestKeys(keysFile(JSON.stringify({ 'demo._domainkey.district.in': RECORD })));
    await expect(resolve('demo._domainkey.district.in', 'TXT')).resolves.toEqual([[RECORD]]);
  });

  it('rejects a file that is not an object of strings', () => {
    expect(() => loadDkimTestKeys(keysFile('[]'))).toThrow(/JSON object/);
    expect(() => loadDkimTestKeys(keysFile('{"a._domainkey.b.c": 1}'))).toThrow(/a._domainkey.b.c/);
  });
});

describe('cachingResolver', () => {
  const NAME = 's1._domainkey.bookmyshow.com';

  it('asks once for a name within the time to live, and again after it', async () => {
    let clock = 0;
    const dns = jest.fn().mockResolvedValue([[RECORD]]);
    const resolve = cachingResolver(dns, 60_000, () => clock);
    await expect(Promise.all([resolve(NAME, 'TXT'), resolve(NAME.toUpperCase(), 'TXT')])).resolves.toEqual([[[RECORD]], [[RECORD]]]);
    clock = 59_999;
    await resolve(NAME, 'TXT');
    expect(dns).toHaveBeenCalledTimes(1);
    clock = 60_000;
    await resolve(NAME, 'TXT');
    expect(dns).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const dns = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' }))
      .mockResolvedValue([[RECORD]]);
    const resolve = cachingResolver(dns, 60_000, () => 0);
    await expect(resolve(NAME, 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    await expect(resolve(NAME, 'TXT')).resolves.toEqual([[RECORD]]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimKeyResolver, loadDkimTestKeys } from './dkimKeys';

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

import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startDnsStandIn, type DnsStandIn } from './dnsStandIn';

const LONG = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`;
const NAME = 'sel._domainkey.example.com';

/** A TXT question for `name` as bytes (id 0x1234, recursion desired), with no EDNS record. */
function question(name: string): Buffer {
  const labels = name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([Buffer.from([0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]), ...labels, Buffer.from([0, 0, 16, 0, 1])]);
}

describe('the DNS stand-in', () => {
  let folder: string;
  let dns: DnsStandIn;
  let resolver: Resolver;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'dns-stand-in-'));
    dns = await startDnsStandIn({ [NAME]: [LONG], 'example.com': ['v=spf1 ip4:127.0.0.1 -all'] }, folder);
    resolver = new Resolver();
    resolver.setServers([dns.address]);
  });
  afterAll(async () => {
    await dns.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers a TXT record longer than one string and than plain UDP's 512 bytes, whole, in any letter case", async () => {
    expect((await resolver.resolveTxt(NAME.toUpperCase())).map((strings) => strings.join(''))).toEqual([LONG]);
    expect(await resolver.resolveTxt('example.com')).toEqual([['v=spf1 ip4:127.0.0.1 -all']]);
  });

  it('says no such name for an unknown one, and no data for another type of a known one', async () => {
    await expect(resolver.resolveTxt('_dmarc.unknown.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolve4('example.com')).rejects.toMatchObject({ code: 'ENODATA' });
  });

  it('cuts an answer too long for plain UDP to a truncated header, and gives it whole over TCP', async () => {
    const [host, port] = dns.address.split(':');
    const udp = createSocket('udp4');
    const overUdp = await new Promise<Buffer>((resolve) => {
      udp.once('message', resolve);
      udp.send(question(NAME), Number(port), host);
    });
    udp.close();
    expect(overUdp.readUInt16BE(0)).toBe(0x1234);
    expect(overUdp.readUInt16BE(2) & 0x0200).toBe(0x0200);
    expect(overUdp.readUInt16BE(6)).toBe(0);

    const overTcp = await new Promise<Buffer>((resolve, reject) => {
      const socket = connect(Number(port), host, () => {
        const query = question(NAME);
        socket.write(Buffer.concat([Buffer.from([query.length >> 8, query.length & 255]), query]));
      });
      let got = Buffer.alloc(0);
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        got = Buffer.concat([got, chunk]);
        if (got.length >= 2 && got.length >= 2 + got.readUInt16BE(0)) {
          socket.end();
          resolve(got.subarray(2));
        }
      });
    });
    expect(overTcp.readUInt16BE(2) & 0x0200).toBe(0);
    expect(overTcp.readUInt16BE(6)).toBe(1);
    expect(overTcp.length).toBeGreaterThan(LONG.length);
  });

  it("points a process's resolver at itself through the preload file", async () => {
    const script = `require('node:dns').promises.resolveTxt(${JSON.stringify(NAME)}).then((r) => process.stdout.write(r[0].join('')))`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--require', dns.preloadFile, '-e', script]);
    expect(stdout).toBe(LONG);
  });
});

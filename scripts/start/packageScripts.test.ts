import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm run mailbox', () => {
  it('runs the built mailbox as the systemd unit does, building nothing (no TypeScript, no writable dist/)', () => {
    const unit = readFileSync(path.join(root, 'deploy/systemd/fantickets-mailbox.service'), 'utf8');
    const started = /^ExecStart=\S*node (\S+)$/m.exec(unit)?.[1];
    expect(started).toBe('dist/node/server/mailboxMain.js');
    expect(scripts.mailbox).toBe(`node ${started}`);
  });
});

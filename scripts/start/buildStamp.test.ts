import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_OUTPUTS, buildFingerprint, reasonToBuild, STAMP_FILE } from './buildStamp';

describe('whether a start must build first', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const built = (fingerprint: string) => {
    for (const output of BUILD_OUTPUTS) write(output, 'built');
    write(STAMP_FILE, `${fingerprint}\n`);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('src/server/main.ts', 'listen()');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when nothing was built yet', () => {
    expect(reasonToBuild(root, buildFingerprint(root, {}))).toBe('there is no build yet (dist/node/server/main.js is missing)');
  });

  it('starts at once when the last build is of the same sources and settings', () => {
    built(buildFingerprint(root, {}));
    expect(reasonToBuild(root, buildFingerprint(root, {}))).toBeNull();
  });

  it.each([
    ['a source file changes', () => write('src/server/main.ts', 'listen(8080)')],
    ['a source file is added', () => write('src/client/new.tsx', 'x')],
    ['the lock file changes', () => write('package-lock.json', '{"a":1}')],
  ])('builds again when %s', (_, change) => {
    built(buildFingerprint(root, {}));
    change();
    expect(reasonToBuild(root, buildFingerprint(root, {}))).toBe('the sources changed since the last build');
  });

  it('builds again when a variable baked into the SPA changes', () => {
    built(buildFingerprint(root, {}));
    expect(reasonToBuild(root, buildFingerprint(root, { POSTHOG_KEY: 'phc_new' }))).toBe('the sources changed since the last build');
  });

  it('builds when the build is there but left no stamp (an interrupted or outside build)', () => {
    built(buildFingerprint(root, {}));
    rmSync(path.join(root, STAMP_FILE));
    expect(reasonToBuild(root, buildFingerprint(root, {}))).toBe('the last build left no stamp');
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

/**
 * Gzipped size of bench/bundleFloor/floorApp.tsx built for production the way the app is: the least JavaScript a
 * landing page built on the design card's packages (react-dom, MUI with emotion, RTK Query, react-redux,
 * react-router, redux-persist) can load. `reactDir`, a folder whose node_modules holds another React (say
 * `npm install --prefix /tmp/react18 react@18.3.1 react-dom@18.3.1`), builds it on that React instead.
 */
export async function measureBundleFloor(reactDir?: string): Promise<number> {
  const out = mkdtempSync(path.join(tmpdir(), 'bundle-floor-'));
  const otherReact: Record<string, string> = reactDir
    ? { react: path.join(reactDir, 'node_modules', 'react'), 'react-dom': path.join(reactDir, 'node_modules', 'react-dom') }
    : {};
  try {
    const compiler = webpack({
      mode: 'production',
      entry: path.join(__dirname, 'bundleFloor', 'floorApp.tsx'),
      output: { path: out, filename: 'floor.js' },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: otherReact },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: false } },
          },
        ],
      },
      performance: { hints: false },
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else compiler.close(() => resolve());
      });
    });
    return gzipSync(readFileSync(path.join(out, 'floor.js')), { level: 9 }).length / 1024;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

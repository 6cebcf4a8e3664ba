import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

/**
 * Gzipped size of bench/bundleFloor/floorApp.tsx built for production the way the app is: the least JavaScript a
 * landing page built on the design card's packages (react-dom, MUI with emotion, RTK Query, react-redux,
 * react-router, redux-persist) can load.
 */
export async function measureBundleFloor(): Promise<number> {
  const out = mkdtempSync(path.join(tmpdir(), 'bundle-floor-'));
  try {
    const compiler = webpack({
      mode: 'production',
      entry: path.join(__dirname, 'bundleFloor', 'floorApp.tsx'),
      output: { path: out, filename: 'floor.js' },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
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

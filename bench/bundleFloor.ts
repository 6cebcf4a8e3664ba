import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

/**
 * Builds bench/bundleFloor/floorApp.tsx for production the way the app is, into `outDir` as floor.<contenthash>.js,
 * and answers that file's name. `reactDir`, a folder whose node_modules holds another React (say
 * `npm install --prefix /tmp/react18 react@18.3.1 react-dom@18.3.1`), builds it on that React instead.
 */
export async function buildFloor(outDir: string, reactDir?: string): Promise<string> {
  const otherReact: Record<string, string> = reactDir
    ? { react: path.join(reactDir, 'node_modules', 'react'), 'react-dom': path.join(reactDir, 'node_modules', 'react-dom') }
    : {};
  const compiler = webpack({
    mode: 'production',
    entry: path.join(__dirname, 'bundleFloor', 'floorApp.tsx'),
    output: { path: outDir, filename: 'floor.[contenthash:8].js' },
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
  const name = readdirSync(outDir).find((file) => /^floor\.[0-9a-f]{8}\.js$/.test(file));
  if (name === undefined) throw new Error(`the floor build wrote no floor.*.js to ${outDir}`);
  return name;
}

/**
 * Gzipped size of the floor (bench/bundleFloor/floorApp.tsx): the least JavaScript a landing page built on the
 * design card's packages (react-dom, MUI with emotion, RTK Query, react-redux, react-router, redux-persist) can load.
 */
export async function measureBundleFloor(reactDir?: string): Promise<number> {
  const out = mkdtempSync(path.join(tmpdir(), 'bundle-floor-'));
  try {
    const name = await buildFloor(out, reactDir);
    return gzipSync(readFileSync(path.join(out, name)), { level: 9 }).length / 1024;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

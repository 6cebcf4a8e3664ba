import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { DefinePlugin, optimize, sources, type Compiler, type Configuration } from 'webpack';
import { WELCOME_MESSAGE } from './src/client/app/brand';
import { HOME_META } from './src/shared/pageMeta';
import { FIRST_PAINT_LOADER_ID } from './src/shared/pageTemplate';
import { SERVICE_WORKER_PATH } from './src/shared/pushAlert';
import { APP_ENTRY, PAGE_LOADER_ENTRY } from './src/shared/serverRender';

const root = __dirname;
const SERVICE_WORKER_ENTRY = 'sw';
const publicDir = path.join(root, 'public');
const outDir = path.join(root, 'dist', 'public');

/** HtmlWebpackPlugin already reads these two. */
const HANDLED_BY_HTML_PLUGIN = new Set(['index.html', 'favicon.svg']);

/** Copies the rest of public/ to the output root under their own names. */
class CopyPublicFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          for (const file of readdirSync(publicDir)) {
            if (HANDLED_BY_HTML_PLUGIN.has(file)) continue;
            const source = new sources.RawSource(readFileSync(path.join(publicDir, file)));
            compilation.emitAsset(file, source);
            compilation.fileDependencies.add(path.join(publicDir, file));
          }
        },
      );
    });
  }
}

/** Text assets worth compressing: the server sends the .br or .gz twin when the browser accepts it. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Precomputes brotli and gzip copies of every text asset, so the server never compresses on a request. */
class CompressAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_COMPRESS_BYTES) continue;
            const brotli = brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

/** Writes bundle stats to dist/stats.json, outside the served folder, for the bundle-size bench. */
class BundleStatsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkGroups: true, // also yields namedChunkGroups
        entrypoints: true,
      });
      mkdirSync(path.join(root, 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'dist', 'stats.json'), JSON.stringify(json));
    });
  }
}

/** What src/client/app/clientConfig.ts reads as `__CLIENT_CONFIG__`; unset variables keep its defaults. */
function clientConfig(production: boolean) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const env = process.env;
  return {
    appVersion: pkg.version,
    appStoreUrl: env.APP_STORE_URL ?? '',
    playStoreUrl: env.PLAY_STORE_URL ?? '',
    posthogKey: env.POSTHOG_KEY ?? '',
    posthogHost: env.POSTHOG_HOST ?? '',
    mode: production ? 'production' : 'development',
  };
}

/** TypeScript in, ES modules out (so webpack can tree-shake and split at import()); shared by both builds. */
function typeScriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: false, sourceMap: !production },
    },
  };
}

const resolveOptions: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js'],
  // nodenext wants './Page.js' in dynamic imports; the file on disk is Page.tsx.
  extensionAlias: { '.js': ['.tsx', '.ts', '.js'] },
};

/**
 * The server-render bundle: the same client code built for Node into dist/ssr/renderPage.js, which the server
 * loads by path (src/server/http/serverRender.ts). One file: lazy routes resolve from it without more requests.
 */
function serverRenderConfig(production: boolean): Configuration {
  return {
    name: 'server-render',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { renderPage: path.join(root, 'src', 'client', 'ssr', 'renderPage.tsx') },
    output: {
      path: path.join(root, 'dist', 'ssr'),
      filename: '[name].js',
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      // Only its own file: a shared --output-path must not lose the browser build.
      clean: { keep: (asset: string) => !asset.startsWith('renderPage') },
    },
    resolve: resolveOptions,
    module: {
      rules: [
        typeScriptRule(production),
        // Same names as the browser build, so the markup points at the files it serves; nothing is written.
        { test: /\.(png|jpe?g|svg|webp|mp4)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new DefinePlugin({ __CLIENT_CONFIG__: JSON.stringify(clientConfig(production)) }),
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default function config(_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] {
  const production = argv.mode !== 'development';
  return [browserConfig(production), serverRenderConfig(production)];
}

function browserConfig(production: boolean): Configuration {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: {
      [APP_ENTRY]: { import: path.join(root, 'src', 'client', 'index.tsx'), runtime: 'runtime' },
      // The only script a server-rendered page names in its HTML: it loads the rest after the first paint. It
      // carries its own (tiny) runtime, as it runs before the app's runtime chunk is loaded.
      [PAGE_LOADER_ENTRY]: path.join(root, 'src', 'client', 'startup', 'pageLoader.ts'),
      // The service worker: at the root, so its scope is the whole site, and unhashed, so browsers see its updates
      // (the server sends unhashed files with no-cache). One file of its own, sharing no chunk with the page.
      [SERVICE_WORKER_ENTRY]: { import: path.join(root, 'src', 'client', 'serviceWorker', 'sw.ts'), filename: SERVICE_WORKER_PATH.slice(1) },
    },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Maps stay out of the served folder: the bench reads them to say which package each byte comes from.
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    resolve: resolveOptions,
    module: {
      rules: [
        typeScriptRule(production),
        { test: /\.(png|jpe?g|svg|webp|mp4)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        // The landing page's own; the server puts each page's in its place (src/server/http/pageHead.ts).
        title: HOME_META.title,
        description: HOME_META.description,
        firstPaintLoaderId: FIRST_PAINT_LOADER_ID,
        welcomeMessage: WELCOME_MESSAGE,
        favicon: path.join(publicDir, 'favicon.svg'),
        // A page the browser renders itself starts the app at once.
        chunks: [APP_ENTRY],
      }),
      new CopyPublicFilesPlugin(),
      new DefinePlugin({ __CLIENT_CONFIG__: JSON.stringify(clientConfig(production)) }),
      new BundleStatsPlugin(),
      ...(production ? [new CompressAssetsPlugin()] : []),
    ],
    optimization: {
      splitChunks: { chunks: (chunk) => chunk.name !== SERVICE_WORKER_ENTRY },
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: { assets: true, modules: false, children: false },
  };
}

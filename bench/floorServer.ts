import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { freePort } from '../e2e/support/server';
import { sendCompressed } from '../src/server/http/compressedText';
import { HASHED_FILE } from '../src/server/http/staticSpa';
import { buildFloor } from './bundleFloor';

export interface FloorServer {
  origin: string;
  stop(): Promise<void>;
}

/** The twins the client build writes for each text file (webpack.config.ts CompressAssetsPlugin), same levels. */
function writeCompressedTwins(file: string): void {
  const buffer = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(buffer, { level: 9 }));
}

/** The floor page as the server sends a rendered page: its markup (emotion's styles inline) and a deferred script. */
async function floorHtml(script: string): Promise<string> {
  // Imported here, quietly: outside a production build its store's checks complain about redux-persist's actions.
  const { error, warn } = console;
  console.error = console.warn = () => {};
  const { FloorRoot } = await import('./bundleFloor/floorRoot.js').finally(() => Object.assign(console, { error, warn }));
  const router = ({ children }: { children: ReactNode }) => createElement(StaticRouter, { location: '/' }, children);
  const markup = renderToString(createElement(FloorRoot, { router }));
  return (
    '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
    `<title>Floor</title><script defer src=/${script}></script></head><body><div id=root>${markup}</div></body></html>`
  );
}

/**
 * The floor page (bench/bundleFloor) served for Lighthouse the way the built server serves the app's: its script
 * from @fastify/static with the server's settings (precompressed .br/.gz twins, a year's immutable cache for hashed
 * names), and the page itself rendered and compressed per request with the server's own sendCompressed. Its
 * GET /api/session answers as the server does for a visitor, so the floor's one read is a real round trip.
 * In this process: it does so little per request that it takes nothing measurable from Lighthouse's side.
 */
export async function startFloorServer(): Promise<FloorServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'floor-page-'));
  const script = await buildFloor(root);
  writeCompressedTwins(path.join(root, script));
  const html = await floorHtml(script);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('Cache-Control', HASHED_FILE.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
    return sendCompressed(reply, html);
  });
  app.get('/api/session', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ user: null }));
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

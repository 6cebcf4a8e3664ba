import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendCompressed } from './compressedText';
import { withHead } from './pageHead';
import { createServerRender } from './serverRender';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a page: rendered on the server with its data where the client build allows, else the SPA's
     * index.html, or a 503 when the client has not been built. A rendered page carries its own title.
     */
    sendSpaIndex(): Promise<FastifyReply>;
  }
}

export interface StaticSpaOptions {
  staticDir: string;
  /** PUBLIC_URL: where browsers reach the site. */
  publicUrl: string;
}

/** Names like main.3f2a9c1b.js: the content hash changes with the content, so they may be cached for good. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\./;
export const NOT_BUILT_MESSAGE = 'The web app has not been built yet. Run `npm run build`, then restart the server.';

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const name = basename(path);
  reply.header('Cache-Control', HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function staticSpa(app: FastifyInstance, options: StaticSpaOptions): Promise<void> {
  const root = resolve(options.staticDir);
  await app.register(fastifyStatic, {
    root,
    // A missing root is normal before the first client build; index requests then get the 503 below.
    serve: true,
    wildcard: true,
    cacheControl: false,
    // The client build writes .br and .gz twins of its text files (webpack.config.ts).
    preCompressed: true,
    index: false,
    setHeaders: setCacheHeaders,
  });

  const serverRender = createServerRender(app, root);
  // '/' is a page like any other, which the server may render, rather than the static index.html.
  app.get('/', (_request, reply) => reply.sendSpaIndex());
  app.decorateReply('sendSpaIndex', async function sendSpaIndex(this: FastifyReply) {
    if (!existsSync(join(root, 'index.html'))) {
      return this.status(503).send({ error: NOT_BUILT_MESSAGE });
    }
    const page = await serverRender.page(this.request);
    if (page === null) return this.header('Cache-Control', 'no-cache').sendFile('index.html');
    // The page carries the visitor's own session and data: never shared, never reused for another cookie.
    this.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
    return sendCompressed(this, page.meta === null ? page.html : withHead(page.html, page.meta, options.publicUrl));
  });
}

export default fp(staticSpa, { name: 'static-spa', fastify: '5.x' });

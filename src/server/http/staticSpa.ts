import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { responses } from '../schemas/common';
import { AnyQuery } from '../schemas/query';
import { pagePreview, type PagePreview } from '../services/pagePreview.service';
import { sendCompressed } from './compressedText';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { withHead, type PageHead } from './pageHead';
import { withRuntimeConfig } from './runtimeConfigTag';
import { createServerRender } from './serverRender';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a page: rendered on the server with its data where the client build allows, else the SPA's
     * index.html, or a 503 when the client has not been built. Either carries the page's own title, and a page
     * worth sharing its link-preview tags (services/pagePreview.service.ts).
     */
    sendSpaIndex(): Promise<FastifyReply>;
  }
}

export interface StaticSpaOptions {
  staticDir: string;
  /** PUBLIC_URL: link previews name their page and picture by absolute address. */
  publicUrl: string;
  /** What every page tells the SPA about this server (e.g. whether Google sign-in is set up). */
  runtimeConfig: RuntimeConfig;
}

/** Names like main.3f2a9c1b.js: the content hash changes with the content, so they may be cached for good. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\./;
export const NOT_BUILT_MESSAGE = 'The web app has not been built yet. Run `npm run build`, then restart the server.';

/** A page: the server's render of it, or the SPA's index.html. Sent as text or a file stream, never serialised. */
const Page = { content: { 'text/html': { schema: Type.String({ description: 'The page' }) } } };
const PAGE_SCHEMA = { summary: 'A page of the web app', tags: ['static'], querystring: AnyQuery, response: responses({ 200: Page }) };

/**
 * GET /*: a file of the client build, else (through the not-found handler) a page. @fastify/static adds
 * the route with no way to pass it a schema, so it gets one here as it is added; in place, because the
 * route's schema object is the one other onRoute hooks have already seen.
 */
const FILE_SCHEMA = {
  summary: 'A file of the client build, or a page of the web app',
  tags: ['static'],
  params: Type.Object({ '*': Type.String({ description: 'The path of the file or page' }) }),
  querystring: AnyQuery,
  response: responses({ 200: { content: { ...Page.content, '*/*': { schema: Type.String({ format: 'binary', description: 'The file' }) } } } }),
};

function describeFileRoute(route: RouteOptions): void {
  if (route.url === '/*' && route.schema !== undefined) Object.assign(route.schema, FILE_SCHEMA);
}

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const name = basename(path);
  reply.header('Cache-Control', HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function staticSpa(app: FastifyInstance, options: StaticSpaOptions): Promise<void> {
  const root = resolve(options.staticDir);
  app.addHook('onRoute', describeFileRoute);
  await app.register(fastifyStatic, {
    root,
    // A missing root is normal before the first client build; index requests then get the 503 below.
    serve: true,
    wildcard: true,
    cacheControl: false,
    // The client build writes .br and .gz twins of its text files (webpack.config.ts).
    preCompressed: true,
    index: false,
    // Its wildcard route is part of the API document like any other (the plugin hides it by default).
    schemaHide: false,
    setHeaders: setCacheHeaders,
  });

  const serverRender = createServerRender(app, root, options.runtimeConfig);
  /** A failed read of the preview leaves the page without one rather than without the page. */
  async function previewOf(request: FastifyRequest): Promise<PagePreview | null> {
    try {
      return await pagePreview(app.db, request.url);
    } catch (error) {
      request.log.warn({ err: error }, 'link preview failed; the page goes without one');
      return null;
    }
  }
  // '/' is a page like any other, which the server may render, rather than the static index.html.
  app.get('/', { schema: PAGE_SCHEMA }, (_request, reply) => reply.sendSpaIndex());
  app.decorateReply('sendSpaIndex', async function sendSpaIndex(this: FastifyReply) {
    if (!existsSync(join(root, 'index.html'))) {
      return this.status(503).send({ error: NOT_BUILT_MESSAGE });
    }
    const [preview, page] = await Promise.all([previewOf(this.request), serverRender.page(this.request)]);
    // The preview's head names the page and its picture; a page rendered for a visitor names itself at least.
    const head: PageHead | null = preview?.head ?? page?.meta ?? null;
    if (preview !== null) this.status(preview.status);
    const finish = (html: string) => withRuntimeConfig(head === null ? html : withHead(html, head, options.publicUrl), options.runtimeConfig);
    if (page !== null) {
      // The page carries the visitor's own session and data: never shared, never reused for another cookie.
      this.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
      return sendCompressed(this, finish(page.html));
    }
    const template = await readFile(join(root, 'index.html'), 'utf8');
    const html = finish(template);
    if (html === template) return this.header('Cache-Control', 'no-cache').sendFile('index.html');
    this.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(this, html);
  });
}

export default fp(staticSpa, { name: 'static-spa', fastify: '5.x' });

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APP_ENTRY,
  PAGE_LOADER_ENTRY,
  PAGE_LOADER_SCRIPTS_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderer,
  type ServerRenderResult,
} from '../../shared/serverRender';
import type { PageMeta } from '../../shared/pageMeta';
import { FIRST_PAINT_LOADER_ID } from '../../shared/pageTemplate';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { REQUEST_ID_HEADER } from '../../shared/requestId';

/** A page not rendered by then is left to the browser: the visitor gets the plain page rather than a wait. */
export const SERVER_RENDER_TIMEOUT_MS = 2_000;

interface ChunkGroup {
  assets: { name: string }[];
}
interface BuildStats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

/** What the client build left beside dist/public: the render bundle and the chunk table. */
interface RenderBuild {
  render: ServerRenderer;
  template: string;
  entryScripts: string[];
  /** The script that loads the page's scripts once it has painted (src/client/startup/pageLoader.ts). */
  pageLoader: string;
  chunkScripts: Map<string, string[]>;
}

/** The render puts the page's preloads (its first-screen images) at the start of its markup (ssr/imagePreloads.ts). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
const SCRIPT_TAG = /<script\b[^>]*\bsrc="?\/[^"\s>]+\.js"?[^>]*><\/script>/g;
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** index.html's welcome loader (shared/pageTemplate.ts): a rendered page shows its content instead. */
const FIRST_PAINT_LOADER = new RegExp(`<div id="?${FIRST_PAINT_LOADER_ID}"?[^>]*>.*?</div>`, 's');

const jsOf = (group: ChunkGroup | undefined) =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

function loadBuild(staticDir: string): RenderBuild | null {
  const bundle = resolve(staticDir, '..', 'ssr', 'renderPage.js');
  const statsFile = resolve(staticDir, '..', 'stats.json');
  const indexFile = join(staticDir, 'index.html');
  if (![bundle, statsFile, indexFile].every((file) => existsSync(file))) return null;
  const load = createRequire(bundle);
  delete load.cache[bundle];
  const { renderPage } = load(bundle) as { renderPage: ServerRenderer };
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BuildStats;
  const entryScripts = jsOf(stats.entrypoints[APP_ENTRY]);
  const [pageLoader] = jsOf(stats.entrypoints[PAGE_LOADER_ENTRY]);
  if (pageLoader === undefined) return null;
  const chunkScripts = new Map(
    Object.entries(stats.namedChunkGroups).map(([name, group]) => [
      name,
      jsOf(group).filter((file) => !entryScripts.includes(file)),
    ]),
  );
  return { render: renderPage, template: readFileSync(indexFile, 'utf8'), entryScripts, pageLoader, chunkScripts };
}

/** The loader, naming the scripts it adds once the page has painted. */
const loaderTag = (loader: string, scripts: string[]) =>
  `<script defer src="/${loader}" ${PAGE_LOADER_SCRIPTS_ATTRIBUTE}="${scripts.map((file) => `/${file}`).join(' ')}"></script>`;

/**
 * The rendered page in index.html. Its content is there to be seen, so only the page loader is fetched up front;
 * it adds the app's scripts after the first paint, the page's own chunks before the entry's last file (which
 * starts the app), so hydration finds the route's code already there.
 */
function pageHtml(build: RenderBuild, result: ServerRenderResult): string {
  const pageChunks = [...new Set(result.chunks.flatMap((name) => build.chunkScripts.get(name) ?? []))];
  const starter = build.entryScripts.at(-1);
  const scripts = [...build.entryScripts.filter((file) => file !== starter), ...pageChunks, ...(starter ? [starter] : [])];
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${result.state}</script>`;
  // The preloads go first in <head>, ahead of the scripts, so the largest image is not queued behind code.
  const preloads = LEADING_LINKS.exec(result.html)?.[0] ?? '';
  const body = result.html.slice(preloads.length);
  return build.template
    .replace(FIRST_PAINT_LOADER, '')
    .replace(SCRIPT_TAG, '')
    .replace('</head>', () => `${result.head}${preloads}${loaderTag(build.pageLoader, scripts)}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${state}`);
}

/** Answers the page's reads through the app's own routes, as the visitor (their cookies, their address). */
function ownRoutesFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
      remoteAddress: request.ip,
      signal: init?.signal ?? undefined,
    });
    const headers = new Headers({ 'content-type': String(answer.headers['content-type'] ?? 'application/json') });
    const requestId = answer.headers[REQUEST_ID_HEADER.toLowerCase()];
    if (typeof requestId === 'string') headers.set(REQUEST_ID_HEADER, requestId);
    const body = answer.payload === '' ? null : answer.payload;
    return new Response(body, { status: answer.statusCode, headers });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface RenderedPage {
  html: string;
  /** The title and description the page gave itself as it rendered. */
  meta: PageMeta | null;
}

export interface ServerRender {
  /** The page rendered with its data, or null when the browser should render it from the plain index.html. */
  page(request: FastifyRequest): Promise<RenderedPage | null>;
}

/** When index.html was last written: a new client build (while `npm run dev:server` runs) is picked up. */
function buildTime(staticDir: string): number {
  try {
    return statSync(join(staticDir, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

/** Server rendering from the client build's render bundle; without a build it renders nothing. */
export function createServerRender(app: FastifyInstance, staticDir: string, runtimeConfig: RuntimeConfig): ServerRender {
  let build: RenderBuild | null = null;
  let builtAt = -1;
  return {
    async page(request) {
      const time = buildTime(staticDir);
      if (time !== builtAt) {
        build = loadBuild(staticDir);
        builtAt = time;
      }
      if (!build) return null;
      const current = build;
      try {
        const result = await withTimeout(
          current.render({
            url: request.url,
            userAgent: request.headers['user-agent'] ?? '',
            cookie: request.headers.cookie ?? '',
            fetch: ownRoutesFetch(app, request),
            runtimeConfig,
          }),
          SERVER_RENDER_TIMEOUT_MS,
        );
        // A bundle built before pages named themselves gives no meta.
        return result ? { html: pageHtml(current, result), meta: result.meta ?? null } : null;
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed; the browser renders the page');
        return null;
      }
    },
  };
}

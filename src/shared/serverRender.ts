import type { PageMeta } from './pageMeta';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The contract between the server and the server-render bundle (built from src/client/ssr by webpack): the server
 * loads that bundle by path at run time, so it never imports client code.
 */
export interface ServerRenderRequest {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The browser's User-Agent header: the page renders for that device as the browser will. */
  userAgent: string;
  /**
   * The request's Cookie header: what the browser keeps that changes the page's first paint (a hint it has dismissed),
   * so the render matches what the browser draws. A bundle built before this was passed reads it as absent.
   */
  cookie?: string;
  /** Answers the page's API reads; the server passes one that calls its own routes with the visitor's cookies. */
  fetch: typeof fetch;
  /** The running server's settings, which the page's script block gives the browser: the render draws with the same. */
  runtimeConfig?: RuntimeConfig;
}

export interface ServerRenderResult {
  /** The markup that goes inside `<div id="root">`, led by preload links for its first-screen images (the server moves those to `<head>`). */
  html: string;
  /** Markup for `<head>`: the page's styles. */
  head: string;
  /** The page's title and description, as its useDocumentMeta gave them (the server puts them in `<head>`). */
  meta: PageMeta | null;
  /** JSON for the `<script type="application/json" id="server-state">` block, with `<` escaped. */
  state: string;
  /** Named client chunks the page's code lives in, so the HTML can load them alongside the entry. */
  chunks: string[];
}

/** Null: this page is not rendered on the server (the plain index.html answers and the browser renders it). */
export type ServerRenderer = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/** The id of the element holding the serialised state. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The client build's entries (dist/stats.json): the app, and the loader a server-rendered page names instead. */
export const APP_ENTRY = 'main';
export const PAGE_LOADER_ENTRY = 'pageLoader';

/** The attribute of the loader's script element that lists the app's scripts, space-separated, in order. */
export const PAGE_LOADER_SCRIPTS_ATTRIBUTE = 'data-scripts';

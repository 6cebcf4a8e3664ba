import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ServerRenderer } from '../../shared/serverRender';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../../shared/runtimeConfig';
import { apiSlice } from '../api/apiSlice';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type AppStore } from '../app/store';
import { RequestCookieContext } from '../app/requestCookies';
import { RuntimeConfigContext } from '../app/runtimeConfig';
import { UserAgentContext } from '../app/userAgent';
import { DocumentMetaContext, type DocumentMetaCollector } from '../components/useDocumentMeta';
import { authApi } from '../features/auth/authApi';
import { selectIsSignedIn } from '../features/auth/authSlice';
import { hoistEmotionStyles } from './emotionStyles';
import { imagePreloads } from './imagePreloads';
import { hasFailedRead, pageStateOf, serialisePageState } from './pageState';
import { serverRouteFor } from './serverRoutes';

/**
 * Each pass renders the page, starting the reads it meets (the session, then the page's data, then what that data
 * reveals); a pass that starts no read is the page. An event page needs four.
 */
const MAX_PASSES = 6;

function renderToText(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(part: Uint8Array, _encoding, done) {
        parts.push(Buffer.from(part));
        done();
      },
      final(done) {
        resolve(Buffer.concat(parts).toString('utf8'));
        done();
      },
    });
    // Written once every boundary is ready, so each is inline and complete: lazy route code is waited for, where
    // renderToString would give the Suspense fallback.
    const stream = renderToPipeableStream(tree, {
      // One document: a boundary sent apart from the shell would need an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        console.error('server render', error);
      },
    });
  });
}

interface PageContext {
  url: string;
  userAgent: string;
  cookie: string;
  runtimeConfig: RuntimeConfig;
  metaCollector: DocumentMetaCollector;
}

function pageTree(store: AppStore, { url, userAgent, cookie, runtimeConfig, metaCollector }: PageContext): ReactNode {
  return (
    <StrictMode>
      <RequestCookieContext.Provider value={cookie}>
        <UserAgentContext.Provider value={userAgent}>
          <RuntimeConfigContext.Provider value={runtimeConfig}>
            <DocumentMetaContext.Provider value={metaCollector}>
              <AppProviders store={store}>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </AppProviders>
            </DocumentMetaContext.Provider>
          </RuntimeConfigContext.Provider>
        </UserAgentContext.Provider>
      </RequestCookieContext.Provider>
    </StrictMode>
  );
}

/** Which reads the store holds and how each stands: a pass that changed nothing here saw every answer it asked for. */
function readsOf(store: AppStore): string {
  const queries = Object.entries(store.getState().api.queries) as [string, { status?: string } | undefined][];
  return queries.map(([key, entry]) => `${key} ${entry?.status}`).join('\n');
}

/** Renders one of the server-rendered pages (ssr/serverRoutes.ts) with the reads it makes already answered. */
export const renderPage: ServerRenderer = async ({ url, userAgent, cookie = '', fetch, runtimeConfig = DEFAULT_RUNTIME_CONFIG }) => {
  const route = serverRouteFor(new URL(url, 'http://localhost').pathname);
  if (!route) return null;
  // One try per read: a slow or failing read leaves the page to the browser rather than holding the response.
  const store = makeStore({ transport: { fetchFn: fetch, retryDelaysMs: [] } });
  // Every page asks who is signed in first; asking before the first pass saves a pass.
  await store.dispatch(authApi.endpoints.getSession.initiate());
  // The page notes its title and description as it renders (useDocumentMeta); each pass starts afresh.
  const metaCollector: DocumentMetaCollector = { meta: null };
  const tree = pageTree(store, { url, userAgent, cookie, runtimeConfig, metaCollector });
  // A read can start and finish while a pass is still rendering: that pass drew the page without its answer.
  let readsBefore = readsOf(store);
  let html = await renderToText(tree);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const running = store.dispatch(apiSlice.util.getRunningQueriesThunk());
    const readsSettled = readsOf(store) === readsBefore;
    if (running.length === 0 && readsSettled) {
      const signedIn = selectIsSignedIn(store.getState());
      if ((route.signedInOnly && !signedIn) || (route.visitorsOnly && signedIn) || hasFailedRead(store.getState())) return null;
      const { head, body } = hoistEmotionStyles(html);
      return {
        html: imagePreloads(body) + body,
        head,
        meta: metaCollector.meta,
        state: serialisePageState(pageStateOf(store.getState())),
        chunks: route.chunks(signedIn),
      };
    }
    await Promise.all(running);
    readsBefore = readsOf(store);
    metaCollector.meta = null;
    html = await renderToText(tree);
  }
  return null;
};

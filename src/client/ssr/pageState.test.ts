import { serverStateReceived } from '../api/serverState';
import { makeStore } from '../app/store';
import { authApi } from '../features/auth/authApi';
import { signInModalOpened } from '../features/auth/authSlice';
import { eventsApi } from '../features/events/eventsApi';
import { routeFetch } from '../test/routeFetch';
import { hasFailedRead, pageStateOf, readPageState, serialisePageState } from './pageState';

const fan = { id: 7, email: 'fan@example.com', name: 'Asha Fan' };
const categories = [{ categoryId: 1, categoryName: 'Concerts' }];

/** A store that read the session and the categories, and failed to read an event: as a server render leaves it. */
async function storeAfterReads() {
  const { fetchFn } = routeFetch({
    'GET /auth/session': { status: 200, body: { user: fan } },
    'GET /api/category': { status: 200, body: categories },
    'GET /api/concerts/99': { status: 404, body: { error: 'Event not found' } },
  });
  const store = makeStore({ transport: { fetchFn, retryDelaysMs: [] } });
  await store.dispatch(authApi.endpoints.getSession.initiate());
  await store.dispatch(eventsApi.endpoints.getCategories.initiate());
  await store.dispatch(eventsApi.endpoints.getConcert.initiate(99));
  store.dispatch(signInModalOpened());
  return store;
}

describe('the state a server render hands the browser', () => {
  it('carries the signed-in user and the finished reads, not the failed ones or an open dialog', async () => {
    const state = pageStateOf((await storeAfterReads()).getState());
    expect(state.auth).toMatchObject({ status: 'signedIn', modalOpen: false, error: null });
    expect(state.auth.user?.email).toBe('fan@example.com');
    expect(Object.keys(state.api.queries).sort()).toEqual(['getCategories(undefined)', 'getSession(undefined)']);
  });

  it('notices a failed read, which leaves the page to the browser', async () => {
    const store = await storeAfterReads();
    expect(hasFailedRead(store.getState())).toBe(true);
    const { fetchFn } = routeFetch({ 'GET /api/category': { status: 200, body: categories } });
    const fine = makeStore({ transport: { fetchFn } });
    await fine.dispatch(eventsApi.endpoints.getCategories.initiate());
    expect(hasFailedRead(fine.getState())).toBe(false);
  });

  it('cannot end its script element early, whatever text it holds', () => {
    const text = serialisePageState({
      auth: { user: null, status: 'signedOut', error: null, errorReference: null, modalOpen: false, returnTo: null },
      api: { queries: { note: '</script><script>alert(1)</script>' }, mutations: {}, provided: {} },
    });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).api.queries.note).toBe('</script><script>alert(1)</script>');
  });

  it('gives a browser store the reads without asking the server again', async () => {
    const pageState = pageStateOf((await storeAfterReads()).getState());
    document.body.innerHTML = `<div id="root"><h1>x</h1></div><script type="application/json" id="server-state">${serialisePageState(pageState)}</script>`;
    const read = readPageState(document);
    expect(read).not.toBeNull();

    const { fetchFn, calls } = routeFetch({});
    const browserStore = makeStore({ transport: { fetchFn }, preloadedState: { auth: read!.auth } });
    browserStore.dispatch(serverStateReceived(read!.api));
    const categoriesRead = await browserStore.dispatch(eventsApi.endpoints.getCategories.initiate());
    expect(categoriesRead.data).toEqual(categories);
    expect(browserStore.getState().auth.status).toBe('signedIn');
    expect(calls).toEqual([]);
  });

  it('is absent from a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageState(document)).toBeNull();
  });
});

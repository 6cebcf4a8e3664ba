import { makeStore } from '../../app/store';
import { testUser } from '../../test/fakeFetch';
import { routeFetch, type Route } from '../../test/routeFetch';
import { authApi } from './authApi';
import { authSlice, initialAuthState, signedIn, signedOut, signInModalClosed, signInModalOpened } from './authSlice';

const reduce = authSlice.reducer;

describe('auth slice', () => {
  it('starts by checking the session', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialAuthState);
    expect(initialAuthState.status).toBe('checking');
  });

  it('opens and closes the sign-in modal', () => {
    const open = reduce(initialAuthState, signInModalOpened());
    expect(open.modalOpen).toBe(true);
    expect(reduce(open, signInModalClosed()).modalOpen).toBe(false);
  });

  it('closes the modal on sign-in and clears the user on sign-out', () => {
    const open = reduce({ ...initialAuthState, modalOpen: true, error: 'Failed to sign in' }, signInModalOpened());
    const inState = reduce(open, signedIn(testUser));
    expect(inState).toMatchObject({ status: 'signedIn', user: testUser, modalOpen: false, error: null });
    expect(reduce(inState, signedOut())).toMatchObject({ status: 'signedOut', user: null });
  });
});

describe('auth slice fed by the Account calls', () => {
  function storeWith(routes: Record<string, Route>, auth = initialAuthState) {
    const server = routeFetch(routes);
    return makeStore({ preloadedState: { auth }, transport: { fetchFn: server.fetchFn, sleep: async () => undefined } });
  }

  it('stores the sign-in failure message, or the fallback', async () => {
    const store = storeWith({ 'POST /auth/signin': { status: 401, body: { error: 'Invalid email or password' } } });
    await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'a@b.in', password: 'secret1' }));
    expect(store.getState().auth.error).toBe('Invalid email or password');
    const offline = storeWith({ 'POST /auth/signup': { status: 503 } });
    await offline.dispatch(authApi.endpoints.signUp.initiate({ name: 'A B', email: 'a@b.in', phoneNumber: '9800000001', password: 'secret1' }));
    expect(offline.getState().auth.error).toBe('Failed to sign up');
  });

  it('takes the changed user from profile answers, but not after sign-out', async () => {
    const renamed = { ...testUser, name: 'Asha R' };
    const routes = { 'PUT /api/users/1': { status: 200, body: { user: renamed } }, 'POST /auth/logout': { status: 204 } };
    const store = storeWith(routes, { ...initialAuthState, status: 'signedIn', user: testUser });
    await store.dispatch(authApi.endpoints.updateUser.initiate({ id: 1, name: 'Asha R' }));
    expect(store.getState().auth.user).toEqual(renamed);

    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
    await store.dispatch(authApi.endpoints.updateUser.initiate({ id: 1, name: 'Asha R' }));
    expect(store.getState().auth.user).toBeNull();
  });
});

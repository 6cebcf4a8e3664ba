import { authSlice, initialAuthState, signedIn, signedOut, signInModalClosed, signInModalOpened } from './authSlice';
import { testUser } from '../../test/fakeFetch';

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

import type { RootState } from '../../../app/store';
import { testUser } from '../../../test/fakeFetch';
import { initialAuthState } from '../../auth/authSlice';

/** Store state for a page rendered on its own: a verified user signed in, and this device's id known. */
export const signedInState: Partial<RootState> = {
  auth: { ...initialAuthState, user: testUser, status: 'signedIn' },
  device: { id: 'device-1', status: 'ready' },
};

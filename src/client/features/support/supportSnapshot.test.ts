import { makeStore } from '../../app/store';
import { testUser } from '../../test/fakeFetch';
import { routeFetch } from '../../test/routeFetch';
import { authApi } from '../auth/authApi';
import { selectCurrentUser } from '../auth/authSlice';
import { loginResultSaved } from '../auth/loginResultSlice';
import { listingsApi } from '../listings/listingsApi';
import { aListing } from '../listings/test/listingFixtures';
import { otpSent } from '../otp/otpThrottleSlice';
import { sellWizardOpened, stepCompleted } from '../sell/sellWizardSlice';
import { supportSnapshot } from './supportSnapshot';

const SECRETS = {
  password: 'hunter22-secret',
  emailOtp: '482913',
  phoneOtp: '771955',
  verificationId: 'ver-9f3a',
  csrf: 'csrf-7b1e9c',
  session: 'sess-42ab',
  email: 'asha.rao@example.in',
  phone: '+919800000001',
  senderEmail: 'tickets.asha@example.in',
  sellerPhone: '9876543210',
};

const me = { ...testUser, email: SECRETS.email, phoneNumber: SECRETS.phone };

/** A store that went through sign-in, OTPs, the sell wizard and listings: secrets everywhere. */
async function storeFullOfSecrets() {
  // Server answers that echo what they were sent: the cache keeps them, and the sanitizer must not.
  const server = routeFetch({
    'POST /auth/signup': { status: 400, body: { error: `password: ${SECRETS.password} is too common`, password: SECRETS.password } },
    'POST /auth/signin': { status: 200, body: { user: me } },
    'GET /api/users/me': { status: 200, body: me },
    'POST /api/auth/confirm-email': {
      status: 403,
      body: { error: `Invalid CSRF token; X-Csrf-Token: ${SECRETS.csrf}, otp=${SECRETS.emailOtp}`, sessionId: SECRETS.session },
    },
    'POST /api/phone-verification/verify-otp': { status: 400, body: { error: `Code ${SECRETS.phoneOtp} has expired` } },
    'GET /api/ticketListing/31': { status: 200, body: aListing() },
    'POST /api/ticketListing/31/view': { status: 200, body: { ticketHits: 6, phoneNumber: SECRETS.sellerPhone } },
  });
  const store = makeStore({ transport: { fetchFn: server.fetchFn, sleep: async () => undefined } });
  const signUp = { name: 'Asha Rao', email: SECRETS.email, phoneNumber: SECRETS.phone, password: SECRETS.password };
  await store.dispatch(authApi.endpoints.signUp.initiate(signUp));
  await store.dispatch(authApi.endpoints.signIn.initiate({ email: SECRETS.email, password: SECRETS.password }));
  await store.dispatch(authApi.endpoints.getMe.initiate());
  await store.dispatch(authApi.endpoints.confirmEmail.initiate(SECRETS.emailOtp));
  await store.dispatch(authApi.endpoints.verifyPhoneOtp.initiate({ code: SECRETS.phoneOtp, verificationId: SECRETS.verificationId }));
  await store.dispatch(listingsApi.endpoints.getListing.initiate(31));
  await store.dispatch(listingsApi.endpoints.contactSeller.initiate(31));
  store.dispatch(otpSent({ channel: 'phone', sentAt: 1_700_000_000_000, verificationId: SECRETS.verificationId }));
  store.dispatch(loginResultSaved({ outcome: 'failure', reason: 'email-not-verified' }));
  store.dispatch(sellWizardOpened({ visit: 'v1', mode: 'create', layout: 'desktop' }));
  store.dispatch(stepCompleted({ senderEmail: SECRETS.senderEmail, sameAsRegistered: false }));
  return store;
}

const context = { appVersion: '1.4.0', route: '/sell-tickets?eventId=7', deviceId: 'device-1', capturedAt: '2026-03-01T10:00:00.000Z' };

describe('support snapshot', () => {
  it('holds none of the secrets the store holds', async () => {
    const store = await storeFullOfSecrets();
    const raw = JSON.stringify(store.getState());
    // The store really holds every one of them, so the check below can fail.
    expect(Object.values(SECRETS).filter((secret) => !raw.includes(secret))).toEqual([]);

    const snapshot = supportSnapshot(store.getState(), context);
    const decoded = snapshot + JSON.parse(snapshot).payload;
    expect(Object.values(SECRETS).filter((secret) => decoded.includes(secret))).toEqual([]);
  });

  it('carries the app version, route and device id beside a state Redux DevTools can import', async () => {
    const store = await storeFullOfSecrets();
    const file = JSON.parse(supportSnapshot(store.getState(), context)) as { payload: string; support: typeof context };
    expect(file.support).toEqual(context);

    // What DevTools' importState reads from `payload`, and what its IMPORT_STATE replaces the history with.
    const lifted = JSON.parse(file.payload);
    expect(lifted).toMatchObject({ nextActionId: 1, stagedActionIds: [0], skippedActionIds: [], currentStateIndex: 0 });
    expect(lifted.actionsById[0]).toMatchObject({ type: 'PERFORM_ACTION', action: { type: '@@INIT' } });
    expect(lifted.computedStates).toEqual([{ state: lifted.committedState }]);

    // Loaded into a fresh store, the state shows the same screen: the same user, wizard step and listing.
    const replay = makeStore({ preloadedState: lifted.committedState });
    expect(selectCurrentUser(replay.getState())?.name).toBe('Asha Rao');
    expect(replay.getState().sellWizard.stepIndex).toBe(1);
    expect(listingsApi.endpoints.getListing.select(31)(replay.getState()).data?.seller.name).toBe('Ravi Kumar');
  });
});

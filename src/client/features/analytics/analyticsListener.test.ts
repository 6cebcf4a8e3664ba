import { makeStore } from '../../app/store';
import { routeFetch } from '../../test/routeFetch';
import { authApi } from '../auth/authApi';
import { initialAuthState } from '../auth/authSlice';
import { listingsApi } from '../listings/listingsApi';
import { aListing } from '../listings/test/listingFixtures';
import { sellApi } from '../sell/sellApi';
import { testUser } from '../../test/fakeFetch';
import { footerLinkPressed } from './analyticsActions';
import { recordingSink } from './test/recordingSink';

const signedIn = {
  auth: { ...initialAuthState, user: testUser, status: 'signedIn' as const },
  device: { id: 'device-1', status: 'ready' as const },
};

function storeWithSink(routes: Parameters<typeof routeFetch>[0] = {}, preloadedState: object = signedIn) {
  const { sink, captured } = recordingSink();
  const server = routeFetch(routes);
  const store = makeStore({ preloadedState, analyticsSink: sink, transport: { fetchFn: server.fetchFn, sleep: async () => undefined } });
  return { store, captured, server };
}

describe('analytics listener in the store', () => {
  it('sends a clicked footer link to the sink with this device as the distinct id', () => {
    const { store, captured } = storeWithSink();
    store.dispatch(footerLinkPressed('instagram'));
    expect(captured).toEqual([{ event: 'footer_instagram_pressed', properties: {}, distinctId: 'device-1' }]);
  });

  it('passes no distinct id before the device id is known', () => {
    const { store, captured } = storeWithSink({}, {});
    store.dispatch(footerLinkPressed('play_store'));
    expect(captured).toEqual([{ event: 'footer_play_store_pressed', properties: {}, distinctId: null }]);
  });

  it('follows real OTP and profile calls, and nothing personal reaches the sink', async () => {
    const { store, captured, server } = storeWithSink({
      'POST /api/phone-verification/verify-otp': { status: 200, body: { user: testUser } },
      'POST /api/auth/confirm-email': { status: 400, body: { error: `Code 482913 is wrong for ${testUser.email}` } },
      'PUT /api/users/1': { status: 200, body: { user: testUser } },
    });
    await store.dispatch(authApi.endpoints.verifyPhoneOtp.initiate({ code: '482913', verificationId: 'ver-9' }));
    await store.dispatch(authApi.endpoints.confirmEmail.initiate('482913'));
    await store.dispatch(
      authApi.endpoints.updateUser.initiate({ id: 1, name: 'Asha', phoneNumber: '+919800000001', password: 'hunter22' }),
    );
    // The calls really carried the secrets; the sink must not.
    expect(server.calls.map((call) => call.query.get('code') ?? call.query.get('otp') ?? call.body)).toEqual([
      '482913',
      '482913',
      { name: 'Asha', phoneNumber: '+919800000001', password: 'hunter22' },
    ]);
    expect(captured).toEqual([
      { event: 'otp_verified', properties: { channel: 'phone' }, distinctId: 'device-1' },
      { event: 'otp_failed', properties: { channel: 'email', stage: 'verify', status: 400 }, distinctId: 'device-1' },
      { event: 'profile_updated', properties: { fields: 'name,password,phoneNumber' }, distinctId: 'device-1' },
    ]);
    const sent = JSON.stringify(captured);
    for (const secret of ['482913', 'ver-9', 'hunter22', '+919800000001', testUser.email]) expect(sent).not.toContain(secret);
  });

  it('sends mark sold with the sold-elsewhere source the call carried', async () => {
    const listing = aListing({ ticketListingId: 42 });
    const { store, captured, server } = storeWithSink({
      'PATCH /api/ticketListing/42/status': { status: 200, body: { ...listing, ticketStatus: 'SOLD' } },
    });
    await store.dispatch(listingsApi.endpoints.markListingSold.initiate({ listing, source: 'INSTAGRAM' }));
    expect(server.calls[0].query.get('source')).toBe('INSTAGRAM');
    expect(captured).toEqual([
      {
        event: 'listing_marked_sold',
        properties: { listing_id: 42, source: 'instagram', sold_elsewhere: true },
        distinctId: 'device-1',
      },
    ]);
  });

  it('reports a failed listing creation with its status, not the sender address', async () => {
    const { store, captured } = storeWithSink({
      'POST /api/create-from-verified-email': { status: 422, body: { error: `Nothing from ${testUser.email} yet` } },
    });
    await store.dispatch(
      sellApi.endpoints.createListingFromEmail.initiate({
        userId: 1,
        concertId: 7,
        senderEmail: testUser.email,
        expectedDkimDomain: 'bookmyshow.com',
      }),
    );
    expect(captured).toEqual([{ event: 'listing_error', properties: { step: 'creation', status: 422 }, distinctId: 'device-1' }]);
  });
});

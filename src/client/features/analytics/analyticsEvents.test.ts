import type { UnknownAction } from '@reduxjs/toolkit';
import { aListing } from '../listings/test/listingFixtures';
import { FOOTER_LINKS, footerLinkPressed, headerSearchBarClicked, sellTicketsButtonClicked } from './analyticsActions';
import { analyticsEventFor } from './analyticsEvents';
import { allowedProperties } from './analyticsProperties';
import type { TrackedEndpoint } from './apiCallOutcome';

const PERSONAL = ['asha@example.in', '+919800000001', '9800000001', '482913', 'hunter22', 'ver-9'];

/** The fulfilled or rejected action RTK Query dispatches when a mutation settles. */
function settled(endpointName: TrackedEndpoint, originalArgs: unknown, outcome: { data: unknown } | { error: unknown }): UnknownAction {
  const ok = 'data' in outcome;
  return {
    type: ok ? 'api/executeMutation/fulfilled' : 'api/executeMutation/rejected',
    payload: ok ? outcome.data : outcome.error,
    meta: {
      arg: { type: 'mutation', endpointName, originalArgs, track: true },
      requestId: 'req-1',
      requestStatus: ok ? 'fulfilled' : 'rejected',
      ...(ok ? {} : { rejectedWithValue: true, aborted: false, condition: false }),
    },
    ...(ok ? {} : { error: { message: 'Rejected' } }),
  };
}

const user = { id: 1, email: 'asha@example.in', name: 'Asha Rao', phoneNumber: '+919800000001' };
const listing = aListing({ ticketListingId: 42 });

describe('analytics event map', () => {
  it('counts header search clicks', () => {
    expect(analyticsEventFor(headerSearchBarClicked())).toEqual({ event: 'header_search_bar_clicked', properties: {} });
  });

  it('counts Sell Tickets clicks with the event name', () => {
    expect(analyticsEventFor(sellTicketsButtonClicked({ eventId: 7, eventName: 'Coldplay: Music of the Spheres' }))).toEqual({
      event: 'sell_tickets_button_clicked',
      properties: { event_name: 'Coldplay: Music of the Spheres', event_id: 7 },
    });
  });

  it('gives the five SPEC footer events, without properties', () => {
    expect(FOOTER_LINKS.map((link) => analyticsEventFor(footerLinkPressed(link)))).toEqual(
      ['instagram', 'twitter', 'facebook', 'app_store', 'play_store'].map((link) => ({ event: `footer_${link}_pressed`, properties: {} })),
    );
  });

  it('counts a listing created from a verified e-mail or an upload, without the sender address', () => {
    const args = { userId: 1, concertId: 7, senderEmail: 'asha@example.in', expectedDkimDomain: 'bookmyshow.com' };
    expect(analyticsEventFor(settled('createListingFromEmail', args, { data: listing }))).toEqual({
      event: 'listing_created',
      properties: { method: 'verified_email', event_id: 7, listing_id: 42 },
    });
    expect(analyticsEventFor(settled('createListingFromUpload', { concertId: 7, expectedDkimDomain: 'district.in' }, { data: listing })))
      .toEqual({ event: 'listing_created', properties: { method: 'uploaded_email', event_id: 7, listing_id: 42 } });
  });

  it('reports listing errors with the status only', () => {
    const args = { userId: 1, concertId: 7, senderEmail: 'asha@example.in', expectedDkimDomain: 'bookmyshow.com' };
    const error = { status: 422, data: { error: 'Nothing from asha@example.in yet' } };
    expect(analyticsEventFor(settled('createListingFromEmail', args, { error }))).toEqual({
      event: 'listing_error',
      properties: { step: 'creation', status: 422 },
    });
    expect(analyticsEventFor(settled('updateListing', { listing, update: {} }, { error: { status: 'TIMEOUT_ERROR', error: 'x' } }))).toEqual({
      event: 'listing_error',
      properties: { step: 'details', status: 'TIMEOUT_ERROR' },
    });
  });

  it('counts a submitted listing details form', () => {
    expect(analyticsEventFor(settled('updateListing', { listing, update: { price: 1500 } }, { data: listing }))).toEqual({
      event: 'listing_details_submitted',
      properties: { listing_id: 42 },
    });
  });

  it('counts mark sold with where it sold: our platform or the sold-elsewhere source', () => {
    expect(analyticsEventFor(settled('markListingSold', { listing, source: 'PLATFORM' }, { data: listing }))).toEqual({
      event: 'listing_marked_sold',
      properties: { listing_id: 42, source: 'platform', sold_elsewhere: false },
    });
    expect(analyticsEventFor(settled('markListingSold', { listing, source: 'REDDIT' }, { data: listing }))).toEqual({
      event: 'listing_marked_sold',
      properties: { listing_id: 42, source: 'reddit', sold_elsewhere: true },
    });
  });

  it('counts OTPs sent, verified and failed per channel, never the code', () => {
    expect(analyticsEventFor(settled('resendEmailOtp', undefined, { data: { message: 'sent' } }))).toEqual({
      event: 'otp_sent',
      properties: { channel: 'email' },
    });
    expect(analyticsEventFor(settled('sendPhoneOtp', undefined, { data: { verificationId: 'ver-9' } }))).toEqual({
      event: 'otp_sent',
      properties: { channel: 'phone' },
    });
    expect(analyticsEventFor(settled('confirmEmail', '482913', { data: user }))).toEqual({
      event: 'otp_verified',
      properties: { channel: 'email' },
    });
    const wrongCode = { error: { status: 400, data: { error: 'Invalid code 482913' } } };
    expect(analyticsEventFor(settled('verifyPhoneOtp', { code: '482913', verificationId: 'ver-9' }, wrongCode))).toEqual({
      event: 'otp_failed',
      properties: { channel: 'phone', stage: 'verify', status: 400 },
    });
    expect(analyticsEventFor(settled('sendPhoneOtp', undefined, { error: { status: 429, data: {} } }))).toEqual({
      event: 'otp_failed',
      properties: { channel: 'phone', stage: 'send', status: 429 },
    });
  });

  it('counts profile updates by the names of the fields changed, not their values', () => {
    const update = { id: 1, name: 'Asha R', phoneNumber: '+919800000001', password: 'hunter22' };
    expect(analyticsEventFor(settled('updateUser', update, { data: user }))).toEqual({
      event: 'profile_updated',
      properties: { fields: 'name,password,phoneNumber' },
    });
    expect(analyticsEventFor(settled('uploadProfilePicture', {}, { data: user }))).toEqual({
      event: 'profile_updated',
      properties: { fields: 'profilePicture' },
    });
  });

  it('ignores actions analytics does not follow', () => {
    expect(analyticsEventFor({ type: 'auth/signInModalOpened' })).toBeNull();
    expect(analyticsEventFor(settled('getMe', undefined, { data: user }))).toBeNull();
    const pending = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'updateUser' }, requestId: 'r', requestStatus: 'pending' },
    };
    expect(analyticsEventFor(pending)).toBeNull();
    expect(analyticsEventFor(settled('updateUser', { id: 1, name: 'x' }, { error: { status: 500 } }))).toBeNull();
  });

  it('never lets a password, OTP, e-mail address or phone number out, whatever the action carries', () => {
    const actions = [
      settled('verifyPhoneOtp', { code: '482913', verificationId: 'ver-9' }, { data: user }),
      settled('verifyPhoneOtp', { code: '482913', verificationId: 'ver-9' }, { error: { status: 400, data: { error: '482913 is wrong' } } }),
      settled('confirmEmail', '482913', { error: { status: 400, data: { error: 'Wrong code for asha@example.in' } } }),
      settled('updateUser', { id: 1, phoneNumber: '+919800000001', password: 'hunter22' }, { data: user }),
      settled('createListingFromEmail', { concertId: 7, senderEmail: 'asha@example.in' }, { data: listing }),
      sellTicketsButtonClicked({ eventId: 7, eventName: 'Call asha@example.in or 9800000001' }),
    ];
    const sent = JSON.stringify(actions.map(analyticsEventFor));
    expect(PERSONAL.filter((value) => sent.includes(value))).toEqual([]);
  });
});

describe('analytics property allowlist', () => {
  it('keeps only known names with plain values, and drops any value holding contact details', () => {
    expect(
      allowedProperties({
        event_id: 7,
        status: 'TIMEOUT_ERROR',
        sold_elsewhere: true,
        email: 'asha@example.in',
        password: 'hunter22',
        otp: '482913',
        event_name: 'Ring asha@example.in',
        listing_id: Number.NaN,
        source: { nested: 'object' },
      }),
    ).toEqual({ event_id: 7, status: 'TIMEOUT_ERROR', sold_elsewhere: true });
  });
});

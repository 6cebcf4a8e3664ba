import type { UnknownAction } from '@reduxjs/toolkit';
import type { TicketListing } from '../../../shared/entities';
import type { UpdateUserArgs } from '../auth/authApi';
import type { SoldSource } from '../listings/listingsApi';
import type { VerifiedEmailArgs } from '../sell/sellApi';
import { footerLinkPressed, headerSearchBarClicked, sellTicketsButtonClicked } from './analyticsActions';
import { allowedProperties, type AnalyticsEvent } from './analyticsProperties';
import { apiCallOutcome, type ApiCallOutcome, type TrackedEndpoint } from './apiCallOutcome';

type Draft = { event: string; properties?: Record<string, unknown> } | null;
type OutcomeEvent = (outcome: ApiCallOutcome) => Draft;

const listingIdOf = (value: unknown) => (value as TicketListing | null)?.ticketListingId;

function listingCreation(method: 'verified_email' | 'uploaded_email'): OutcomeEvent {
  return ({ ok, args, result, errorStatus }) => {
    if (!ok) return { event: 'listing_error', properties: { step: 'creation', status: errorStatus } };
    const eventId = (args as Pick<VerifiedEmailArgs, 'concertId'>).concertId;
    return { event: 'listing_created', properties: { method, event_id: eventId, listing_id: listingIdOf(result) } };
  };
}

function otp(channel: 'email' | 'phone', stage: 'send' | 'verify'): OutcomeEvent {
  return ({ ok, errorStatus }) =>
    ok
      ? { event: stage === 'send' ? 'otp_sent' : 'otp_verified', properties: { channel } }
      : { event: 'otp_failed', properties: { channel, stage, status: errorStatus } };
}

/** Names of what changed, never the new values. */
function profileFields(args: unknown): string {
  const { id: _id, ...changes } = args as UpdateUserArgs;
  return Object.keys(changes).sort().join(',');
}

/** PLATFORM is 'Sold on FanTickets' (the product's name); the rest are where the seller says they sold elsewhere. */
function soldProperties(source: SoldSource) {
  return { source: source === 'PLATFORM' ? 'platform' : source.toLowerCase(), sold_elsewhere: source !== 'PLATFORM' };
}

const CALL_EVENTS: Partial<Record<TrackedEndpoint, OutcomeEvent>> = {
  createListingFromEmail: listingCreation('verified_email'),
  createListingFromUpload: listingCreation('uploaded_email'),
  updateListing: ({ ok, args, errorStatus }) => {
    if (!ok) return { event: 'listing_error', properties: { step: 'details', status: errorStatus } };
    return { event: 'listing_details_submitted', properties: { listing_id: listingIdOf((args as { listing: TicketListing }).listing) } };
  },
  markListingSold: ({ ok, args, errorStatus }) => {
    const { listing, source } = args as { listing: TicketListing; source: SoldSource };
    return ok
      ? { event: 'listing_marked_sold', properties: { listing_id: listing.ticketListingId, ...soldProperties(source) } }
      : { event: 'listing_error', properties: { step: 'mark_sold', status: errorStatus } };
  },
  resendEmailOtp: otp('email', 'send'),
  sendPhoneOtp: otp('phone', 'send'),
  confirmEmail: otp('email', 'verify'),
  verifyPhoneOtp: otp('phone', 'verify'),
  updateUser: ({ ok, args }) => (ok ? { event: 'profile_updated', properties: { fields: profileFields(args) } } : null),
  uploadProfilePicture: ({ ok }) => (ok ? { event: 'profile_updated', properties: { fields: 'profilePicture' } } : null),
};

function draftFor(action: UnknownAction): Draft {
  if (headerSearchBarClicked.match(action)) return { event: 'header_search_bar_clicked' };
  if (sellTicketsButtonClicked.match(action)) {
    const { eventName, eventId } = action.payload;
    return { event: 'sell_tickets_button_clicked', properties: { event_name: eventName, event_id: eventId } };
  }
  if (footerLinkPressed.match(action)) return { event: `footer_${action.payload}_pressed` };
  const outcome = apiCallOutcome(action);
  return outcome ? (CALL_EVENTS[outcome.endpoint]?.(outcome) ?? null) : null;
}

/**
 * SPEC §7 product analytics: the event a store action stands for, or null. Pure, so each mapping is tested
 * on its own; properties leave only through the allowlist.
 */
export function analyticsEventFor(action: UnknownAction): AnalyticsEvent | null {
  const draft = draftFor(action);
  return draft ? { event: draft.event, properties: allowedProperties(draft.properties ?? {}) } : null;
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Concert, TicketListing, User } from '../../../shared/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectCurrentUser, signInModalOpened } from '../auth/authSlice';
import { SELLING_GATE_MESSAGES } from '../../../shared/verification';

/** What a 'List Tickets' / 'Sell Tickets' entry point knows: an event to sell for, or a listing to edit. */
export interface SellTarget {
  event?: Concert;
  eventId?: number;
  ticketListing?: TicketListing;
}

/** Navigation state the sell page receives (SPEC §2). */
export interface SellTicketsState {
  event?: Concert;
  ticketListing?: TicketListing;
}

/** Navigation state the profile page receives when the gate sends a seller there. */
export interface ProfileGateState {
  gateMessage: string;
}

/** The server refuses listing creation with the same words (src/shared/verification.ts). */
export const GATE_MESSAGES = SELLING_GATE_MESSAGES;

export type GateDecision =
  /** `returnTo`: where signing in goes on to, which runs the gate again for the user signed in. */
  | { kind: 'signIn'; returnTo: string }
  | { kind: 'profile'; state: ProfileGateState }
  | { kind: 'sell'; path: string; state: SellTicketsState };

function sellPath(eventId: number | undefined): string {
  return eventId === undefined ? paths.sellTickets : `${paths.sellTickets}?eventId=${eventId}`;
}

function toProfile(gateMessage: string): GateDecision {
  return { kind: 'profile', state: { gateMessage } };
}

/** SPEC §4 gate order when starting to sell; editing an existing listing skips it. */
export function sellingGate(user: User | null, target: SellTarget = {}): GateDecision {
  const { event, ticketListing } = target;
  const eventId = target.eventId ?? event?.concertId ?? ticketListing?.concert.concertId;
  if (ticketListing) return { kind: 'sell', path: sellPath(eventId), state: { event, ticketListing } };
  if (!user) return { kind: 'signIn', returnTo: sellPath(eventId) };
  if (!user.phoneNumber) return toProfile(GATE_MESSAGES.noPhone);
  // STARTED (a code asked for, never typed) is not verified: the server refuses it too.
  if (user.emailVerificationStatus !== 'VERIFIED') return toProfile(GATE_MESSAGES.emailPending);
  if (user.phoneVerificationStatus !== 'VERIFIED') return toProfile(GATE_MESSAGES.phonePending);
  return { kind: 'sell', path: sellPath(eventId), state: { event } };
}

/** The one way every 'List Tickets' / 'Sell Tickets' entry point starts selling. */
export function useStartSelling() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  return useCallback(
    (target: SellTarget = {}) => {
      const decision = sellingGate(user, target);
      if (decision.kind === 'signIn') dispatch(signInModalOpened(decision.returnTo));
      else if (decision.kind === 'profile') void navigate(paths.profile, { state: decision.state });
      else void navigate(decision.path, { state: decision.state });
    },
    [dispatch, navigate, user],
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import type { Concert } from '../../../shared/entities';
import { useGetConcertQuery } from '../events/eventsApi';

/**
 * The event an entry point chose: the one in the navigation state, else the one `?eventId=` names (fetched).
 * An unknown id preselects nothing; the seller searches instead.
 */
export function usePreselectedEvent(event: Concert | undefined, eventId: number | undefined, skip: boolean) {
  const fromState = event && (eventId === undefined || event.concertId === eventId) ? event : undefined;
  const needsFetch = !skip && !fromState && eventId !== undefined;
  const { currentData, isFetching } = useGetConcertQuery(needsFetch ? eventId : skipToken);
  return { concert: fromState ?? currentData ?? null, loading: needsFetch && isFetching };
}

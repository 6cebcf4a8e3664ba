import { memo } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import type { Concert } from '../../../shared/entities';
import { formatEventDay, formatRupees } from '../../../shared/format';
import { eventPath } from '../../app/navigation';
import { EventThumbnail } from './EventThumbnail';
import { cardFrameSx, cardLineSx } from '../../components/cardStyles';

/** SPEC §2: interest shows only above 2, tickets listed only above 0. */
export function cardFacts(concert: Concert) {
  const { interest, numberOfTicketsListed: listed, lowestTicketPrice } = concert;
  return {
    interest: interest > 2 ? `${interest} interested` : null,
    listed: listed > 0 ? `${listed} ${listed === 1 ? 'ticket' : 'tickets'} listed` : null,
    price: lowestTicketPrice != null ? `From ${formatRupees(lowestTicketPrice)}` : null,
  };
}

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * One style rule for the whole card, its parts plain elements: a grid appends 40 cards at a time, and a styled
 * component per part (MUI Card, CardActionArea, Typography) made that a long task. The link's overlay on hover and
 * keyboard focus is the one CardActionArea draws, with a ring for keyboard focus.
 */
const cardSx = {
  ...cardFrameSx,
  '& .event-card-link': {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    color: 'inherit',
    textDecoration: 'none',
    outline: 0,
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      bgcolor: 'currentcolor',
      opacity: 0,
      pointerEvents: 'none',
      transition: 'opacity 250ms',
    },
    '&:hover::after': { opacity: 0.04 },
    '&:focus-visible::after': { opacity: 0.12 },
    // The tint alone is 1.3:1 on the card; a ring inside the frame (which clips anything outside it) is seen.
    borderRadius: 'inherit',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
  },
  '& .event-card-content': { flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: 2 },
  '& h3': { ...oneLine, m: 0, fontWeight: 700, fontSize: '1rem', color: 'grey.800' },
  '& .event-card-date': { ...cardLineSx, color: 'primary.main', fontWeight: 600 },
  '& .event-card-line': { ...cardLineSx, ...oneLine },
  '& .event-card-facts': { display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto', pt: 1, minHeight: 32, alignItems: 'center' },
  '& .event-card-facts > p': cardLineSx,
  '& .event-card-facts > .event-card-price': { fontWeight: 700, color: 'grey.800', fontSize: '1rem' },
  '& .event-card-facts > .event-card-interest': { color: 'secondary.main' },
  '& .event-card-facts > .event-card-cancelled': { color: 'error.dark', fontWeight: 700 },
};

/**
 * An event in a list: thumbnail, name, date, venue and city, and what the market says about it. `eager` for a card
 * in the first screen, whose image is fetched at once. Memoised: a list re-renders as pages arrive, its cards need not.
 */
export const EventCard = memo(function EventCard({ concert, eager = false }: { concert: Concert; eager?: boolean }) {
  const facts = cardFacts(concert);
  return (
    <Box component="article" sx={cardSx}>
      <RouterLink className="event-card-link" to={eventPath(concert.concertId, concert.concertName)}>
        <EventThumbnail src={concert.thumbnail} alt={concert.concertName} eager={eager} />
        <div className="event-card-content">
          <h3>{concert.concertName}</h3>
          <p className="event-card-date">
            <time dateTime={concert.concertDate}>{formatEventDay(concert.concertDate)}</time>
          </p>
          <p className="event-card-line">{concert.concertVenue}</p>
          <p className="event-card-line">{concert.concertCity}</p>
          <div className="event-card-facts">
            {concert.cancellation ? (
              <p className="event-card-cancelled">Cancelled</p>
            ) : (
              concert.postponedFrom && <p className="event-card-cancelled">Postponed</p>
            )}
            {facts.price && <p className="event-card-price">{facts.price}</p>}
            {facts.listed && <p>{facts.listed}</p>}
            {facts.interest && <p className="event-card-interest">{facts.interest}</p>}
          </div>
        </div>
      </RouterLink>
    </Box>
  );
});

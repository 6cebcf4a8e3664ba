import { memo } from 'react';
import Box from '@mui/material/Box';
import type { TicketListing } from '../../../shared/entities';
import { faceValueFacts } from '../../../shared/fairPrice';
import { formatRupees } from '../../../shared/format';
import { Button } from '../../components/Button';
import { cardFrameSx, cardLineSx } from '../../components/cardStyles';
import { MEETUP_CHECK_TITLE } from './meetupCheckTexts';

export function meetupChecksText(count: number): string | null {
  if (count <= 0) return null;
  return `Checked at ${count} ${count === 1 ? 'meet-up' : 'meet-ups'}`;
}

/** How many fans have contacted the seller; nothing until one has ('0 fans have…' reads as a warning). */
export function contactsText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'fan has' : 'fans have'} contacted the seller`;
}

/** What a buyer reads off a listing, in words. */
export function listingFacts(listing: TicketListing) {
  const { quantity, ticketHits } = listing;
  return {
    price: formatRupees(listing.price),
    quantity: `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}`,
    flags: [listing.negotiable ? 'Negotiable' : 'Fixed price', ...(listing.wantsExchange ? ['Open to exchange'] : [])],
    city: listing.sellerCity ? `Seller in ${listing.sellerCity}` : null,
    contacts: contactsText(ticketHits),
    /** Buyers whose meet-up check of the booking matched; nothing until one has. */
    meetups: meetupChecksText(listing.meetupChecks),
    faceValue: faceValueFacts(listing.price, listing),
    /** What the booking said, when the seller's seat text says something else. */
    bookingSeat:
      listing.bookingSeat !== null && listing.bookingSeat !== listing.verifiedSeat ? `From the booking: ${listing.bookingSeat}` : null,
  };
}

/**
 * One style rule for the whole card, its parts plain elements: the event page appends 40 listings at a time, and a
 * styled component per part (MUI Card, Typography, Chip) made that a long task. The flags look like small outlined
 * chips.
 */
/** The room at the top of a sold card that its stamp takes: the stamp's 42 px, tilted, and air round it. */
const SOLD_STAMP_STRIP = 80;

const cardSx = {
  ...cardFrameSx,
  position: 'relative',
  '& .listing-card-content': { display: 'flex', flexDirection: 'column', gap: 1, height: '100%', p: 2, pb: 3 },
  '& .listing-card-top': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 },
  '& .listing-card-price': { m: 0, fontWeight: 700, fontSize: '1.375rem', color: 'grey.800' },
  '& .listing-card-price > span': { ...cardLineSx, fontWeight: 400, ml: 0.5 },
  '& .listing-card-quantity': { m: 0, fontWeight: 600, color: 'primary.main' },
  '& .listing-card-face-value': { ...cardLineSx, mt: -0.5 },
  '& .listing-card-markup': { whiteSpace: 'nowrap' },
  '& .listing-card-markup > strong': { fontWeight: 600, color: 'grey.800' },
  '& h3': { m: 0, fontSize: '1rem', fontWeight: 600, color: 'grey.800' },
  '& .listing-card-line': cardLineSx,
  '& .listing-card-own': {
    alignSelf: 'flex-start',
    m: 0,
    px: 1,
    py: 0.25,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
  // The contact figures and buttons sit at the card's foot, whatever the card above them says.
  '& .listing-card-foot': { display: 'flex', flexDirection: 'column', gap: 1, mt: 'auto' },
  '& .listing-card-contacts': cardLineSx,
  '& .listing-card-meetups': { m: 0, fontSize: '0.875rem', fontWeight: 600, color: '#1B5E20' },
  '& .listing-card-flags': { display: 'flex', flexWrap: 'wrap', gap: 1 },
  '& .listing-card-flags > span': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: '7px',
    borderRadius: '16px',
    border: 1,
    borderColor: 'grey.400',
    color: 'text.primary',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
  },
  '& .listing-card-flags > .listing-card-flag-highlight': { borderColor: 'secondary.main', color: 'secondary.main' },
  // The stamp has a strip of its own at the card's top (the content starts below it), so it covers none of the text.
  '& .listing-card-sold': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    pt: 2,
    bgcolor: 'rgba(255, 255, 255, 0.7)',
    zIndex: 1,
  },
  '& .listing-card-sold > p': {
    m: 0,
    px: 1.5,
    fontWeight: 800,
    fontSize: '1.5rem',
    lineHeight: 1.4,
    color: 'error.main',
    border: 3,
    borderRadius: 1,
    transform: 'rotate(-4deg)',
    letterSpacing: 2,
  },
  '&.listing-card-is-sold .listing-card-content': { pt: `${SOLD_STAMP_STRIP}px` },
};

/**
 * One verified listing on the event page; a sold one stays visible under the 'SOLD OUT!!' overlay. Memoised: the
 * list re-renders as pages arrive, its cards need not.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  onContact,
  onCheck,
  onReport,
  onEdit,
}: {
  listing: TicketListing;
  /** For someone signed in: contacting answers the seller's number. Left out, the button is there but disabled. */
  onContact?: (listing: TicketListing) => void;
  /** For the listing's own seller: it says 'Your listing' and offers Edit where buyers get Contact Seller. */
  onEdit?: (listing: TicketListing) => void;
  /** For a signed-in buyer (not this listing's seller): opens the meet-up check. */
  onCheck?: (listing: TicketListing) => void;
  /** For a signed-in buyer (not this listing's seller): opens "Report listing". */
  onReport?: (listing: TicketListing) => void;
}) {
  const facts = listingFacts(listing);
  const sold = listing.ticketStatus === 'SOLD';
  return (
    <Box component="article" aria-label={`${facts.quantity}, ${listing.verifiedSeat}`} className={sold ? 'listing-card-is-sold' : undefined} sx={cardSx}>
      {sold && (
        <div className="listing-card-sold">
          <p>SOLD OUT!!</p>
        </div>
      )}
      <div className="listing-card-content">
        {onEdit && <p className="listing-card-own">Your listing</p>}
        <div className="listing-card-top">
          <p className="listing-card-price">
            {facts.price}
            <span>per ticket</span>
          </p>
          <p className="listing-card-quantity">{facts.quantity}</p>
        </div>
        {facts.faceValue && (
          <p className="listing-card-face-value">
            <span>{facts.faceValue.faceValue}</span>
            {facts.faceValue.markup && (
              <>
                {' '}
                <span className="listing-card-markup">
                  · <strong>{facts.faceValue.markup}</strong>
                </span>
              </>
            )}
          </p>
        )}
        <h3>{listing.verifiedSeat}</h3>
        {facts.bookingSeat && <p className="listing-card-line">{facts.bookingSeat}</p>}
        {listing.verifiedAdditionalDetails && <p className="listing-card-line">{listing.verifiedAdditionalDetails}</p>}
        <div className="listing-card-flags">
          {facts.flags.map((flag) => (
            <span key={flag} className={flag === 'Fixed price' ? undefined : 'listing-card-flag-highlight'}>
              {flag}
            </span>
          ))}
        </div>
        {facts.city && <p className="listing-card-line">{facts.city}</p>}
        <div className="listing-card-foot">
          {facts.contacts && <p className="listing-card-contacts">{facts.contacts}</p>}
          {facts.meetups && <p className="listing-card-meetups">{facts.meetups}</p>}
          {onEdit ? (
            !sold && (
              <Button variant="outline" onClick={() => onEdit(listing)} fullWidth>
                Edit
              </Button>
            )
          ) : (
            <Button disabled={sold || !onContact} onClick={() => onContact?.(listing)} fullWidth>
              Contact Seller
            </Button>
          )}
          {onCheck && !sold && (
            <Button variant="outline" onClick={() => onCheck(listing)} fullWidth>
              {MEETUP_CHECK_TITLE}
            </Button>
          )}
          {onReport && !sold && (
            <Button variant="ghost" size="small" onClick={() => onReport(listing)} sx={{ alignSelf: 'center' }}>
              Report listing
            </Button>
          )}
        </div>
      </div>
    </Box>
  );
});

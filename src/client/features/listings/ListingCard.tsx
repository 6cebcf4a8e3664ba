import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TicketListing } from '../../../shared/entities';
import { formatRupees } from '../../../shared/format';
import { Button } from '../../components/Button';

/** What a buyer reads off a listing, in words. */
export function listingFacts(listing: TicketListing) {
  const { quantity, ticketHits } = listing;
  return {
    price: formatRupees(listing.price),
    quantity: `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}`,
    flags: [listing.negotiable ? 'Negotiable' : 'Fixed price', ...(listing.wantsExchange ? ['Open to exchange'] : [])],
    city: listing.sellerCity ? `Seller in ${listing.sellerCity}` : null,
    contacts: `${ticketHits} ${ticketHits === 1 ? 'fan has' : 'fans have'} contacted the seller`,
  };
}

const lineSx = { color: 'text.secondary', fontSize: '0.875rem' };

function SoldOverlay() {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.7)',
        zIndex: 1,
      }}
    >
      <Typography
        sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'error.main', transform: 'rotate(-12deg)', letterSpacing: 2 }}
      >
        SOLD OUT!!
      </Typography>
    </Box>
  );
}

/** One verified listing on the event page; a sold one stays visible under the 'SOLD OUT!!' overlay. */
export function ListingCard({ listing, onContact }: { listing: TicketListing; onContact: (listing: TicketListing) => void }) {
  const facts = listingFacts(listing);
  const sold = listing.ticketStatus === 'SOLD';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${facts.quantity}, ${listing.verifiedSeat}`}
      sx={{ position: 'relative', height: '100%', borderRadius: 3 }}
    >
      {sold && <SoldOverlay />}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.375rem', color: 'grey.800' }}>
            {facts.price}
            <Typography component="span" sx={{ ...lineSx, ml: 0.5 }}>
              per ticket
            </Typography>
          </Typography>
          <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>{facts.quantity}</Typography>
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, color: 'grey.800' }}>
          {listing.verifiedSeat}
        </Typography>
        {listing.verifiedAdditionalDetails && <Typography sx={lineSx}>{listing.verifiedAdditionalDetails}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {facts.flags.map((flag) => (
            <Chip key={flag} label={flag} size="small" color={flag === 'Fixed price' ? 'default' : 'secondary'} variant="outlined" />
          ))}
        </Box>
        {facts.city && <Typography sx={lineSx}>{facts.city}</Typography>}
        <Typography sx={{ ...lineSx, mt: 'auto' }}>{facts.contacts}</Typography>
        <Button disabled={sold || !listing.seller.phoneNumber} onClick={() => onContact(listing)} fullWidth>
          Contact Seller
        </Button>
      </CardContent>
    </Card>
  );
}

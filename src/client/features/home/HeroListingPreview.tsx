import Box from '@mui/material/Box';
import { formatRupees } from '../../../shared/format';
import { cardFrameSx, cardLineSx } from '../../components/cardStyles';

/** A made-up listing, drawn as the event page draws one: what 'checked against its booking e-mail' looks like. */
const EXAMPLE = {
  event: 'Indie Night Live',
  when: 'Sat, 13 Feb · Mumbai',
  price: 2500,
  faceValue: 2500,
  quantity: '2 tickets',
  seat: 'Block C, Row 4',
  city: 'Seller in Mumbai',
};

const frameSx = {
  ...cardFrameSx,
  height: 'auto',
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  boxShadow: 6,
  '& p': { m: 0 },
};

const verifiedSx = {
  alignSelf: 'flex-start',
  px: 1.25,
  py: 0.5,
  borderRadius: 4,
  bgcolor: '#E8F5E9',
  color: '#1B5E20',
  fontWeight: 700,
  fontSize: '0.8125rem',
};

/**
 * The desktop hero's right half: an example verified listing on a second card's edge. Pictures what the words beside
 * it promise; hidden from assistive technology (it repeats them) and left out on phones, where it would push the
 * page's buttons below the first screen.
 */
export function HeroListingPreview() {
  return (
    <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' }, position: 'relative', maxWidth: 400, justifySelf: 'end', width: '100%' }}>
      <Box sx={{ ...cardFrameSx, position: 'absolute', inset: 0, transform: 'rotate(4deg) translate(16px, 8px)', bgcolor: 'secondary.light' }} />
      <Box sx={{ ...frameSx, position: 'relative' }}>
        <Box component="p" sx={verifiedSx}>
          ✓ Verified from the booking e-mail
        </Box>
        <Box component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'grey.800', mt: 1 }}>
          {EXAMPLE.event}
        </Box>
        <Box component="p" sx={cardLineSx}>
          {EXAMPLE.when}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mt: 1 }}>
          <Box component="p" sx={{ fontWeight: 700, fontSize: '1.375rem', color: 'grey.800' }}>
            {formatRupees(EXAMPLE.price)}
            <Box component="span" sx={{ ...cardLineSx, ml: 0.5 }}>
              per ticket
            </Box>
          </Box>
          <Box component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
            {EXAMPLE.quantity}
          </Box>
        </Box>
        <Box component="p" sx={cardLineSx}>
          Face value {formatRupees(EXAMPLE.faceValue)} per ticket · <strong>at face value</strong>
        </Box>
        <Box component="p" sx={{ fontWeight: 600, color: 'grey.800' }}>
          {EXAMPLE.seat}
        </Box>
        <Box component="p" sx={cardLineSx}>
          {EXAMPLE.city}
        </Box>
        <Box sx={{ mt: 1.5, py: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white', fontWeight: 600, textAlign: 'center' }}>
          Contact Seller
        </Box>
      </Box>
    </Box>
  );
}

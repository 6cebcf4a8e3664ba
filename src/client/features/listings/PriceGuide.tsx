import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { TicketListing } from '../../../shared/entities';
import { faceValueFacts, highestAllowedPrice, type PriceCapPercent } from '../../../shared/fairPrice';
import { formatRupees } from '../../../shared/format';
import type { ListingDetailsFormValues } from './listingDetailsValues';

/**
 * Under the price field: the face value per ticket, how the typed price compares with it, and the highest
 * price the cap allows (once the server has said what the cap is). Nothing when the face value is unknown.
 */
export function PriceGuide({ listing, priceCapPercent }: { listing: TicketListing; priceCapPercent: PriceCapPercent | undefined }) {
  const { values } = useFormikContext<ListingDetailsFormValues>();
  const price = typeof values.price === 'number' && values.price > 0 ? values.price : null;
  const facts = faceValueFacts(price ?? 0, listing);
  if (facts === null) return null;
  const highest = priceCapPercent === undefined || priceCapPercent === null ? null : highestAllowedPrice(listing, priceCapPercent);
  return (
    <Typography component="div" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
      <p style={{ margin: 0 }}>
        <span>{facts.faceValue}</span>
        {price !== null && facts.markup !== null && (
          <>
            {' · '}
            <strong>{facts.markup}</strong>
          </>
        )}
      </p>
      {highest !== null && (
        <p style={{ margin: 0 }}>
          You can ask up to {formatRupees(highest)} per ticket ({priceCapPercent}% over face value).
        </p>
      )}
    </Typography>
  );
}

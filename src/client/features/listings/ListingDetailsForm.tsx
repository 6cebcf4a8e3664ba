import { useMemo, useRef } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { TicketListing } from '../../../shared/entities';
import { listingDetailsSchema } from '../../../shared/schemas/listingSchemas';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormTextField } from '../auth/FormTextField';
import { FormYesNo } from './FormYesNo';
import { PriceGuide } from './PriceGuide';
import { detailsFromListing, listingUpdateOf, type ListingDetailsFormValues } from './listingDetailsValues';
import { useGetListingRulesQuery, type ListingUpdate } from './listingsApi';

export interface ListingDetailsFormProps {
  /** The listing whose details are edited; its verified booking caps the number of tickets and the price. */
  listing: TicketListing;
  submitLabel: string;
  /** Receives the validated details; the form stays busy until it settles. */
  onSubmit: (update: ListingUpdate) => Promise<void>;
}

/**
 * SPEC §5 details form, validated on submit with the shared schema: the edit page's and the sell wizard's last step.
 * Until the server has said what the price cap is, the form leaves the cap to the server.
 */
export function ListingDetailsForm({ listing, submitLabel, onSubmit }: ListingDetailsFormProps) {
  const priceCapPercent = useGetListingRulesQuery().data?.priceCapPercent;
  const { verifiedTicketQuantity, verifiedAmountPaid } = listing;
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(
    () => listingDetailsSchema({ verifiedTicketQuantity, verifiedAmountPaid, priceCapPercent: priceCapPercent ?? null }),
    [verifiedTicketQuantity, verifiedAmountPaid, priceCapPercent],
  );
  return (
    <Formik<ListingDetailsFormValues>
      initialValues={detailsFromListing(listing)}
      validationSchema={schema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values) => onSubmit(listingUpdateOf(schema.cast(values)))}
    >
      {({ isSubmitting }) => (
        <Form ref={form} noValidate aria-label="Ticket details">
          <FocusFirstError form={form} />
          <Stack spacing={2.5}>
            <FormTextField name="quantity" label="Number of tickets" type="number" inputProps={{ min: 1 }} />
            <FormTextField name="price" label="Price per ticket (₹)" type="number" inputProps={{ min: 1 }} />
            <PriceGuide listing={listing} priceCapPercent={priceCapPercent} />
            <FormTextField name="verifiedSeat" label="Seat category" />
            {listing.bookingSeat && (
              <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                From the booking: {listing.bookingSeat}. Buyers see this too when you change the seat text.
              </Typography>
            )}
            <FormTextField name="verifiedAdditionalDetails" label="Additional details" multiline minRows={2} />
            <FormTextField name="sellerCity" label="Your city" autoComplete="address-level2" />
            <FormYesNo name="negotiable" label="Is the price negotiable?" />
            <FormYesNo name="wantsExchange" label="Open to exchanging these tickets?" />
            <Button type="submit" size="large" fullWidth loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

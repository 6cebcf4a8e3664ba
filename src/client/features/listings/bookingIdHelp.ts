import type { PublicProvider } from '../../../shared/providerDefinition';

/** What a provider calls the booking id, where it is shown, and the app the tickets move in. */
export interface BookingIdHelp {
  label: string;
  where: string;
  app: string;
}

/** When the provider is not known (its list did not load, or does not name it): true of every provider. */
export const GENERIC_BOOKING_ID_HELP: BookingIdHelp = {
  label: 'Booking ID',
  where: "On the ticket in the seller's app, or in the provider's confirmation e-mail, where it may be called the booking, order or ticket id.",
  app: "the provider's app",
};

export function bookingIdHelp(provider: PublicProvider | undefined): BookingIdHelp {
  if (!provider) return GENERIC_BOOKING_ID_HELP;
  return { label: provider.bookingIdLabel, where: provider.bookingIdWhere, app: `the ${provider.name} app` };
}

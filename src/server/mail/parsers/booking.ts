/** What a provider's booking e-mail says about the booking. */
export interface ParsedBooking {
  /** The provider's slug. */
  provider: string;
  bookingId: string;
  eventName: string;
  /** As the e-mail prints it, e.g. "Sat, 13 Feb 2027". */
  eventDate: string;
  /** The same day as yyyy-mm-dd. */
  eventDateIso: string;
  venue: string;
  city: string;
  seat: string;
  quantity: number;
  /** Rupees, as a number. */
  amountPaid: number;
}

/** The decoded parts of the original a parser reads; a part the e-mail lacks is ''. */
export interface BookingSource {
  subject: string;
  text: string;
  html: string;
}
